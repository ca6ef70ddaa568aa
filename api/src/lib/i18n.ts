/**
 * Server-side texts. Where spec §8 gives a message its wording is kept exactly (the Vietnamese
 * ones in vi, the English ones in en); the other locale is a translation.
 */
import type { Translatable } from '../db/schema';

export type Locale = 'vi' | 'en';

export const messages = {
  vi: {
    'errors.validation': 'Dữ liệu không hợp lệ',
    'errors.internal': 'Internal Server Error',
    'errors.pageNotFound': 'Page not found: {path}',
    'errors.pageNotFoundFatal': 'Page Not Found: {path}',
    'errors.unauthorized': 'Vui lòng đăng nhập để tiếp tục',
    'errors.forbidden': 'Bạn không có quyền thực hiện thao tác này',
    'errors.profileLoad': 'Không thể tải thông tin người dùng',
    'errors.profileUpdate': 'Không thể cập nhật thông tin người dùng',
    'errors.login': 'Đã xảy ra lỗi khi đăng nhập',
    'errors.invalidCredentials': 'Email hoặc mật khẩu không đúng',
    'errors.tooManyAttempts': 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {minutes} phút',
    'errors.logout': 'Đã xảy ra lỗi khi đăng xuất',
    'errors.accountDisabled': 'Tài khoản này đã bị khoá. Vui lòng liên hệ bộ phận hỗ trợ',
    'errors.featureFlags': 'Đã xảy ra lỗi khi tải feature flags',
    'errors.featureFlag': 'Đã xảy ra lỗi khi tải feature flag với key {key}',
    'errors.featureFlagNotFound': 'Không có tính năng nào với key {key}',
    'errors.canaryGone': 'Bản thử nghiệm {version} của {remote} không còn chạy: trang đã cũ, hãy tải lại',
    'errors.noPublishedBuild': 'Máy chủ này không phục vụ bản dựng nào',
    'errors.productNotFound': 'Không tìm thấy sản phẩm',
    'errors.serviceNotFound': 'Không tìm thấy dịch vụ',
    'errors.ticketNotFound': 'Không tìm thấy vé',
    'errors.categoryNotFound': 'Không tìm thấy danh mục',
    'errors.postNotFound': 'Không tìm thấy bài viết',
    'errors.galleryItemNotFound': 'Không tìm thấy ảnh hoặc video này trong thư viện. Có thể người khác vừa xoá nó',
    'errors.galleryFull': 'Thư viện đã có {max} ảnh và video. Vui lòng xoá bớt trước khi thêm',
    'errors.orderNotFound': 'Không tìm thấy đơn hàng',
    'errors.moderationItemNotFound': 'Không tìm thấy nội dung cần duyệt',
    'errors.quoteNotFound': 'Không tìm thấy yêu cầu báo giá',
    'errors.noOrderCode': 'Không tìm thấy mã đơn hàng',
    'errors.orderWithoutTickets': 'Đơn hàng này không có vé',
    'errors.ticketsNotIssued': 'Vé được phát hành khi đơn hàng đã được thanh toán. Vui lòng tải lại sau khi thanh toán',
    'errors.ticketsVoid': 'Đơn hàng đã bị hủy hoặc hoàn tiền nên vé không còn hiệu lực',
    'errors.commentParent': 'Bình luận được trả lời không tồn tại',
    'errors.uploadNotFound': 'Không tìm thấy ảnh đã tải lên',
    'errors.uploadTooLarge': 'Ảnh vượt quá {megabytes} MB',
    'errors.uploadType': 'Chỉ chấp nhận ảnh JPG, PNG hoặc GIF',
    'errors.uploadDimensions': 'Kích thước ảnh quá lớn: tối đa 10.000 × 10.000 điểm ảnh',
    'errors.uploadMissing': 'Vui lòng chọn một ảnh',
    'errors.notImplemented': 'Chức năng này chưa sẵn sàng',
    'errors.unavailable': 'Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút',
    'errors.tooManySubmissions': 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau {minutes} phút',
    'errors.batchTooLarge': 'Một yêu cầu chỉ được chứa tối đa {max} lệnh gọi',
    'errors.checkinBatchTooLarge': 'Mỗi lần đồng bộ tối đa {max} lượt quét. Vui lòng gửi phần còn lại ở lần sau',
    'errors.checkinDeviceUnknown': 'Thiết bị soát vé chưa được chuẩn bị. Vui lòng chuẩn bị lại thiết bị',
    'errors.checkinDeviceNotYours': 'Thiết bị soát vé này do nhân viên khác chuẩn bị. Vui lòng chuẩn bị lại thiết bị bằng tài khoản của bạn',
    'errors.checkinDateNotAllowed': 'Chỉ quản trị viên được chuẩn bị thiết bị cho ngày khác hôm nay ({today})',
    'errors.checkinScanUnsigned': 'Lượt quét không mang mã vé có chữ ký hợp lệ',
    'errors.checkinScanOutsideShift': 'Thời điểm quét nằm ngoài ca trực của thiết bị',
    'errors.checkinScanBeforePurchase': 'Thời điểm quét sớm hơn lúc vé được phát hành',
    'errors.checkinScanWrongDay': 'Vé không dùng cho ngày của ca trực',
    'errors.checkout': 'Đã xảy ra lỗi khi xử lý thanh toán',
    'errors.capacityBelowSold': 'Không thể giảm sức chứa ngày {date} xuống {capacity}: đã có {sold} vé được bán hoặc đang giữ chỗ',
    'errors.themeNotFound': 'Không tìm thấy giao diện này',
    'errors.themeNameTaken': 'Đã có giao diện tên "{name}". Vui lòng chọn tên khác',
    'errors.invitationInvalid': 'Liên kết mời không hợp lệ, đã được dùng hoặc đã hết hạn. Vui lòng xin quản trị viên gửi lời mời mới',
    'errors.invitationTaken': 'Email của lời mời này đã có tài khoản. Vui lòng đăng nhập bằng mật khẩu hiện có',
    'errors.passwordResetInvalid': 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã được dùng. Vui lòng yêu cầu liên kết mới',
    'errors.passwordResetExpired': 'Liên kết đặt lại mật khẩu đã hết hạn (hiệu lực {minutes} phút). Vui lòng yêu cầu liên kết mới',
    'errors.invitationSenderRevoked': 'Người gửi lời mời này không còn quyền mời nên liên kết không dùng được nữa. Vui lòng xin một quản trị viên khác gửi lời mời mới',
    'errors.invitationAccountExists': 'Email {email} đã có tài khoản. Hãy tìm tài khoản đó theo email ở mục Tài khoản có sẵn và đổi vai trò thay vì gửi lời mời',
    'errors.invitationNotFound': 'Không tìm thấy lời mời đang chờ',
    'errors.invitationMailFailed': 'Không gửi được thư mời nên lời mời đã bị huỷ. Vui lòng thử lại sau ít phút',
    'errors.userNotFound': 'Không tìm thấy tài khoản',
    'errors.lastAdmin': 'Không thể thực hiện: hệ thống phải còn ít nhất một quản trị viên đang hoạt động',
    'errors.promoteUnverified': '{email} chưa xác minh email. Hãy nhờ người đó xác minh email trong tài khoản của mình trước',
    'errors.articleSlugTaken': 'Đường dẫn "{slug}" đã được một bài viết khác dùng. Vui lòng chọn đường dẫn khác',
    'errors.articleCategoryUnknown': 'Chuyên mục không tồn tại',
    'errors.articleScheduleInPast': 'Thời điểm đăng phải ở tương lai',
    'errors.orderNoEmail': 'Đơn hàng này không có email để gửi',
    'errors.orderNotConfirmed': 'Chỉ gửi lại được xác nhận của đơn hàng đã xác nhận, chưa huỷ hay hoàn tiền',
    'errors.resendTooOften': 'Đã gửi lại xác nhận của đơn hàng này {max} lần trong một giờ. Vui lòng thử lại sau',
    'errors.mailFailed': 'Không gửi được email lúc này. Vui lòng thử lại sau',
    'errors.refundNeedsPaid': 'Đơn hàng chưa thanh toán nên không có tiền để hoàn. Hãy huỷ đơn hàng',
    'errors.orderPaidUseRefund': 'Đơn hàng đã thanh toán: hãy hoàn tiền thay vì huỷ',
    'errors.orderRefunded': 'Đơn hàng đã được hoàn tiền',
    'errors.routeRuleExists': 'Đường dẫn {path} đã có một quy tắc chuyển hướng',
    'errors.routeRuleChain': 'Quy tắc từ {path} sẽ tạo vòng lặp hoặc chuỗi chuyển hướng: hãy trỏ thẳng tới đích cuối cùng',
    'errors.routeRulesFull': 'Đã đạt tối đa {max} quy tắc chuyển hướng. Hãy xoá quy tắc cũ trước',
    'errors.routeRuleNotFound': 'Không tìm thấy quy tắc chuyển hướng',
    'errors.routeRuleOwnHost': 'Địa chỉ này thuộc chính trang web: hãy dùng chuyển hướng nội bộ',
    'errors.seoPageNotFound': 'Không có trang nào ở đường dẫn này có thể đặt SEO riêng',
    'errors.slugTaken': 'Đường dẫn "{slug}" đã được dùng. Vui lòng chọn đường dẫn khác',
    'errors.stockBelowHeld': 'Không thể giảm tồn kho của {sku} xuống {stock}: {held} sản phẩm đang được giữ cho đơn chưa thanh toán',
    'errors.categoryHasProducts': 'Không thể xoá danh mục "{name}": còn {count} sản phẩm trong đó. Hãy chuyển chúng sang danh mục khác trước',
    'errors.categoryHasSubcategories': 'Không thể xoá danh mục "{name}": còn {count} danh mục con. Hãy chuyển chúng ra ngoài trước',
    'errors.comboProductNotFound': 'Không tìm thấy sản phẩm đã chọn cho combo',
    'errors.variantNotFound': 'Không tìm thấy phân loại sản phẩm',
    'errors.comboNotFound': 'Không tìm thấy combo',
    'errors.productNotInCatalog': 'Không tìm thấy sản phẩm liên quan đã chọn',
    'errors.menuSectionNotFound': 'Không tìm thấy mục thực đơn',
    'errors.menuSectionNotEmpty': 'Mục "{name}" còn {count} món. Hãy chuyển các món sang mục khác hoặc xoá chúng trước',
    'errors.dishNotFound': 'Không tìm thấy món ăn',
    'errors.mapPointNotFound': 'Không tìm thấy địa điểm trên bản đồ',
    'errors.pageChangedMeanwhile': 'Trang này vừa được người khác lưu sau khi bạn mở biểu mẫu. Hãy tải lại trang để xem bản mới rồi sửa lại',
    'errors.jobNotFound': 'Không tìm thấy tin tuyển dụng',
    'errors.jobClosingDatePast': 'Hạn nộp của tin này đã qua: hãy đặt hạn nộp mới (hoặc để trống) rồi mở lại',
    'errors.jobStillOpen': 'Tin tuyển dụng đang mở: hãy đóng tin trước khi xoá',
    'seo.homeTitle': 'Trang chủ',
  },
  en: {
    'errors.validation': 'Invalid data',
    'errors.internal': 'Internal Server Error',
    'errors.pageNotFound': 'Page not found: {path}',
    'errors.pageNotFoundFatal': 'Page Not Found: {path}',
    'errors.unauthorized': 'Please sign in to continue',
    'errors.forbidden': 'You are not allowed to do this',
    'errors.profileLoad': 'Could not load the user information',
    'errors.profileUpdate': 'Could not update the user information',
    'errors.login': 'An error occurred during login',
    'errors.invalidCredentials': 'Incorrect email or password',
    'errors.tooManyAttempts': 'Too many attempts. Please try again in {minutes} minutes',
    'errors.logout': 'An error occurred during logout',
    'errors.accountDisabled': 'This account is disabled. Please contact support',
    'errors.featureFlags': 'An error occurred while loading feature flags',
    'errors.featureFlag': 'An error occurred while loading feature flag with key {key}',
    'errors.featureFlagNotFound': 'There is no feature with the key {key}',
    'errors.canaryGone': 'The canary {version} of {remote} is no longer running: the screen was out of date, reload it',
    'errors.noPublishedBuild': 'This server serves no published build',
    'errors.productNotFound': 'Product not found',
    'errors.serviceNotFound': 'Service not found',
    'errors.ticketNotFound': 'Ticket not found',
    'errors.categoryNotFound': 'Category not found',
    'errors.postNotFound': 'Post not found',
    'errors.galleryItemNotFound': 'This photo or video is not in the gallery. Someone may have just deleted it',
    'errors.galleryFull': 'The gallery already holds {max} photos and videos. Please delete some before adding more',
    'errors.orderNotFound': 'Order not found',
    'errors.moderationItemNotFound': 'The item to moderate was not found',
    'errors.quoteNotFound': 'Quote request not found',
    'errors.noOrderCode': 'No order code found',
    'errors.orderWithoutTickets': 'This order has no tickets',
    'errors.ticketsNotIssued': 'Tickets are issued once the order is paid. Please download them again after paying',
    'errors.ticketsVoid': 'This order was cancelled or refunded, so its tickets are no longer valid',
    'errors.commentParent': 'The comment being replied to does not exist',
    'errors.uploadNotFound': 'Uploaded image not found',
    'errors.uploadTooLarge': 'The image is larger than {megabytes} MB',
    'errors.uploadType': 'Only JPG, PNG or GIF images are accepted',
    'errors.uploadDimensions': 'The image is too large: at most 10,000 × 10,000 pixels',
    'errors.uploadMissing': 'Please choose an image',
    'errors.notImplemented': 'This feature is not available yet',
    'errors.unavailable': 'The service is temporarily unavailable. Please try again shortly',
    'errors.tooManySubmissions': 'Too many submissions. Please try again in {minutes} minutes',
    'errors.batchTooLarge': 'A request may hold at most {max} calls',
    'errors.checkinBatchTooLarge': 'One sync may carry at most {max} scans. Please send the rest in another sync',
    'errors.checkinDeviceUnknown': 'This scanner device has not been prepared. Please prepare it again',
    'errors.checkinDeviceNotYours': 'Another staff member prepared this scanner device. Please prepare it again with your account',
    'errors.checkinDateNotAllowed': 'Only an administrator may prepare a device for a day other than today ({today})',
    'errors.checkinScanUnsigned': 'The scan does not carry a validly signed ticket code',
    'errors.checkinScanOutsideShift': "The scan time is outside the device's shift",
    'errors.checkinScanBeforePurchase': 'The scan time is before the ticket was issued',
    'errors.checkinScanWrongDay': "The ticket is not for the shift's day",
    'errors.checkout': 'An error occurred while processing checkout',
    'errors.capacityBelowSold': 'The capacity of {date} cannot go down to {capacity}: {sold} tickets are already sold or held',
    'errors.themeNotFound': 'This theme was not found',
    'errors.themeNameTaken': 'A theme named "{name}" already exists. Please choose another name',
    'errors.invitationInvalid': 'This invitation link is invalid, already used or expired. Please ask an admin for a new invitation',
    'errors.invitationTaken': 'The invited email already has an account. Please sign in with its password',
    'errors.passwordResetInvalid': 'This password reset link is invalid or already used. Please ask for a new link',
    'errors.passwordResetExpired': 'This password reset link has expired (it works for {minutes} minutes). Please ask for a new link',
    'errors.invitationSenderRevoked': 'The person who sent this invitation may no longer invite, so the link no longer works. Please ask another admin for a new invitation',
    'errors.invitationAccountExists': 'The email {email} already has an account. Find it by its email under Existing account and change its role instead of inviting it',
    'errors.invitationNotFound': 'No pending invitation was found',
    'errors.invitationMailFailed': 'The invitation mail could not be sent, so the invitation was cancelled. Please try again in a few minutes',
    'errors.userNotFound': 'Account not found',
    'errors.lastAdmin': 'Not possible: at least one active admin must remain',
    'errors.promoteUnverified': '{email} has not verified its email yet. Ask them to verify it from their account first',
    'errors.articleSlugTaken': 'The address "{slug}" is already used by another article. Please choose another one',
    'errors.articleCategoryUnknown': 'This category does not exist',
    'errors.articleScheduleInPast': 'The publishing time must be in the future',
    'errors.orderNoEmail': 'This order has no email to send to',
    'errors.orderNotConfirmed': 'Only a confirmed order, not cancelled or refunded, can have its confirmation sent again',
    'errors.resendTooOften': 'This order\'s confirmation was sent again {max} times in an hour. Please try again later',
    'errors.mailFailed': 'The email could not be sent right now. Please try again later',
    'errors.refundNeedsPaid': 'The order is not paid, so there is no money to refund. Cancel the order instead',
    'errors.orderPaidUseRefund': 'The order is paid: refund it instead of cancelling it',
    'errors.orderRefunded': 'The order is already refunded',
    'errors.routeRuleExists': 'The path {path} already has a redirect rule',
    'errors.routeRuleChain': 'The rule from {path} would make a redirect loop or chain: point it straight at the final target',
    'errors.routeRulesFull': 'The site already has the maximum of {max} redirect rules. Delete an old one first',
    'errors.routeRuleNotFound': 'Redirect rule not found',
    'errors.routeRuleOwnHost': 'This address is this site itself: use an internal redirect',
    'errors.seoPageNotFound': 'No page with its own SEO record has this path',
    'errors.slugTaken': 'The link "{slug}" is already used. Please choose another',
    'errors.stockBelowHeld': 'The stock of {sku} cannot go down to {stock}: {held} are held for unpaid orders',
    'errors.categoryHasProducts': 'The category "{name}" cannot be deleted: {count} products are still in it. Move them to another category first',
    'errors.categoryHasSubcategories': 'The category "{name}" cannot be deleted: {count} subcategories are in it. Move them out first',
    'errors.comboProductNotFound': 'A product chosen for the combo was not found',
    'errors.variantNotFound': 'Product option not found',
    'errors.comboNotFound': 'Combo not found',
    'errors.productNotInCatalog': 'A chosen related product was not found',
    'errors.menuSectionNotFound': 'Menu section not found',
    'errors.menuSectionNotEmpty': 'The section "{name}" still has {count} dishes. Move them to another section or delete them first',
    'errors.dishNotFound': 'Dish not found',
    'errors.mapPointNotFound': 'Place on the map not found',
    'errors.pageChangedMeanwhile': 'Someone else saved this page after you opened the form. Reload the page to see their version, then make your change again',
    'errors.jobNotFound': 'Job opening not found',
    'errors.jobClosingDatePast': 'This opening\'s closing date has passed: set a new one (or none) and reopen it',
    'errors.jobStillOpen': 'This job opening is open: close it before deleting it',
    'seo.homeTitle': 'Home page',
  },
} as const;

export type MessageKey = keyof (typeof messages)['vi'];

export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text: string = messages[locale][key] ?? messages.vi[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A text entered in both languages, as stored: no `en` when English was left empty, so readers of English fall back to Vietnamese. */
export function translatable(text: { vi: string; en?: string | undefined }): Translatable {
  return text.en ? { vi: text.vi, en: text.en } : { vi: text.vi };
}

/** The text of a translatable value in a locale, falling back to Vietnamese. */
export function pick(value: Translatable | null | undefined, locale: Locale): string {
  if (!value) return '';
  return (locale === 'en' && value.en) || value.vi || '';
}

export function pickOrNull(value: Translatable | null | undefined, locale: Locale): string | null {
  return value ? pick(value, locale) : null;
}

function parseCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function asLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase().slice(0, 2);
  return lower === 'vi' || lower === 'en' ? lower : undefined;
}

/** Locale of a request: `x-locale` header, else the `locale` cookie, else vi. */
export function localeFromHeaders(headers: Record<string, string | string[] | undefined>): Locale {
  const header = headers['x-locale'];
  const cookie = headers.cookie;
  return (
    asLocale(Array.isArray(header) ? header[0] : header) ??
    asLocale(parseCookie(Array.isArray(cookie) ? cookie.join(';') : cookie, 'locale')) ??
    'vi'
  );
}
