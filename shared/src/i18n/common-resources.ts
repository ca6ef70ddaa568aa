/**
 * The `common` namespace: every string the shell and the shared UI kit show, in Vietnamese (the
 * English texts are common-resources-en.ts, a chunk of their own). Remotes register their own
 * namespaces with `addNamespace`. The Vietnamese texts quoted by the spec (session errors,
 * 'Trang chủ' …) are kept word for word.
 */

import type { ValidationKey } from '@storefront/shared/contracts/validation-messages';

/** The same keys as T, each with a text of its own: the shape a translation must have. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const commonVietnamese = {
  site: {
    name: 'Khu du lịch cáp treo',
    tagline: 'Vé cáp treo, dịch vụ và trải nghiệm du lịch',
    skipToContent: 'Chuyển đến nội dung chính',
  },
  header: {
    mainNav: 'Điều hướng chính',
    menu: 'Menu',
    bookNow: 'Đặt vé ngay',
    signIn: 'Đăng nhập',
    cart: 'Giỏ hàng, {{count}} sản phẩm',
  },
  footer: {
    about: 'Khu du lịch cáp treo, nơi hội tụ thiên nhiên, văn hoá và ẩm thực.',
    links: 'Liên kết',
    contactTitle: 'Liên hệ',
    hotline: 'Đường dây nóng',
    email: 'Email',
    openingHours: 'Giờ mở cửa',
    openingHoursValue: '7:00 – 17:30 hằng ngày',
    copyright: '© {{year}} Khu du lịch cáp treo. Bảo lưu mọi quyền.',
  },
  loading: {
    overlay: 'Đang tải...',
    label: 'Đang tải',
  },
  errors: {
    notFoundPath: 'Không tìm thấy trang: {{path}}',
    notFoundFatal: 'Không tìm thấy trang: {{path}}',
    internal: 'Lỗi máy chủ nội bộ',
    statusCode: 'Mã lỗi {{code}}',
    backHome: 'Về trang chủ',
    remoteFailed: 'Không thể tải phần này của trang. Vui lòng thử lại.',
    retry: 'Thử lại',
    network: 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.',
    timeout: 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
    unknown: 'Đã xảy ra lỗi. Vui lòng thử lại.',
    code: {
      BAD_REQUEST: 'Dữ liệu gửi lên không hợp lệ.',
      UNAUTHORIZED: 'Vui lòng đăng nhập để tiếp tục.',
      FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này.',
      NOT_FOUND: 'Không tìm thấy dữ liệu yêu cầu.',
      TIMEOUT: 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
      CONFLICT: 'Dữ liệu đã thay đổi. Vui lòng tải lại và thử lại.',
      TOO_MANY_REQUESTS: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
      INTERNAL_SERVER_ERROR: 'Lỗi máy chủ nội bộ. Vui lòng thử lại sau.',
    },
  },
  session: {
    fetchUserFailed: 'Không thể tải thông tin người dùng',
    updateProfileFailed: 'Không thể cập nhật thông tin người dùng',
    loginFailed: 'Đã xảy ra lỗi khi đăng nhập',
    logoutFailed: 'Đã xảy ra lỗi khi đăng xuất',
  },
  toast: {
    region: 'Thông báo',
    dismiss: 'Đóng thông báo',
    signedIn: 'Đăng nhập thành công',
    signedOut: 'Bạn đã đăng xuất',
    localeChanged: 'Đã chuyển sang tiếng Việt',
    newVersion: 'Đã có phiên bản mới của trang web',
    saved: 'Đã lưu',
  },
  colorMode: {
    label: 'Chế độ màu',
    light: 'Sáng',
    dark: 'Tối',
    auto: 'Theo hệ thống',
  },
  language: {
    label: 'Ngôn ngữ',
    vi: 'Tiếng Việt',
    en: 'English',
  },
  account: {
    signIn: 'Đăng nhập',
    signOut: 'Đăng xuất',
    myAccount: 'Tài khoản của tôi',
  },
  cart: {
    label: 'Giỏ hàng',
  },
  ui: {
    emptyTitle: 'Chưa có dữ liệu',
    required: 'bắt buộc',
    fieldsGettingReady: 'Các ô nhập đang sẵn sàng…',
  },
};

export type CommonStrings = typeof commonVietnamese;

/** The keys `t` reads as common: these texts and the contracts' validation messages, which i18n.ts loads with a form. */
export type CommonNamespace = CommonStrings & {
  validation: { [K in ValidationKey as K extends `validation.${infer Name}` ? Name : never]: string };
};
