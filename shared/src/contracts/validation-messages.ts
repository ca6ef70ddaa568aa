/**
 * Texts of the validation keys used by every contract (spec §5). Forms load these into i18next;
 * the API uses the same table to localise field errors. A message may carry parameters after a
 * `|` as JSON (`validation.minLength|{"min":8}`) so one key serves every limit.
 */
import { splitMessage } from './message-key';
import { validationMessagesEnglish } from './validation-messages-en';

export type ValidationLocale = 'vi' | 'en';

export const validationMessagesVietnamese = {
  'validation.required': 'Trường này là bắt buộc',
  'validation.invalid': 'Giá trị không hợp lệ',
  'validation.email': 'Email không hợp lệ',
  'validation.minLength': 'Tối thiểu {min} ký tự',
  'validation.maxLength': 'Tối đa {max} ký tự',
  'validation.passwordMismatch': 'Mật khẩu không khớp',
  'validation.currentPasswordWrong': 'Mật khẩu hiện tại không đúng',
  'validation.phone': 'Số điện thoại không hợp lệ',
  'validation.phoneFormat': 'Số điện thoại phải đúng định dạng',
  'validation.commentContent': 'Vui lòng nhập bình luận',
  'validation.commentIdentity': 'Vui lòng nhập tên và email',
  'validation.departureDateRequired': 'Vui lòng chọn ngày khởi hành',
  'validation.departureDateInvalid': 'Ngày khởi hành không hợp lệ',
  'validation.departureDatePast': 'Ngày khởi hành không được ở quá khứ',
  'validation.date': 'Ngày không hợp lệ',
  'validation.min': 'Giá trị tối thiểu là {min}',
  'validation.max': 'Giá trị tối đa là {max}',
  'validation.maxDays': 'Tối đa {max} ngày mỗi lần',
  'validation.maxItems': 'Tối đa {max} mục',
  'validation.imageUnknown': 'Hãy chọn một ảnh đã tải lên',
  'validation.orderSearch': 'Nhập mã đơn hàng, email hoặc số điện thoại (ít nhất 9 chữ số)',
  'validation.rating': 'Đánh giá từ 1 đến 5 sao',
  'validation.slug': 'Đường dẫn không hợp lệ',
  'validation.quantity': 'Vui lòng chọn ít nhất một vé',
  'validation.counterNeedsTicket': 'Thanh toán tại quầy chỉ áp dụng cho đơn có vé tham quan',
  'validation.infantNeedsPayingTicket': 'Trẻ dưới 3 tuổi được vào miễn phí khi đi cùng ít nhất một vé người lớn hoặc trẻ em trong cùng đơn',
  'validation.ticketsPerOrder': 'Mỗi đơn hàng tối đa {max} vé (tính mọi loại vé)',
  'validation.colour': 'Màu phải có dạng #rrggbb, ví dụ #feb914',
  'validation.colourMissing': 'Thang màu thiếu bậc này: cần một màu dạng #rrggbb',
  'validation.contrast': 'Chữ khó đọc: độ tương phản {ratio}:1, cần tối thiểu {min}:1 (WCAG AA)',
  'validation.between': 'Giá trị từ {min} đến {max}',
  'validation.rulePath': 'Đường dẫn phải bắt đầu bằng / và chỉ gồm chữ không dấu, số, -, _ (không có dấu chấm, ?, # hay //)',
  'validation.reservedPath': 'Đường dẫn này thuộc về hệ thống (API, tệp tĩnh, đăng nhập, bảng điều khiển, thanh toán), không thể chuyển hướng',
  'validation.redirectTarget': 'Đích không hợp lệ: nội bộ là đường dẫn bắt đầu bằng một dấu /, bên ngoài là địa chỉ http:// hoặc https:// có tên miền',
  'validation.redirectLoop': 'Đường dẫn không thể chuyển hướng về chính nó',
  'validation.url': 'Địa chỉ phải bắt đầu bằng http:// hoặc https://',
  'validation.salePriceNotBelowPrice': 'Giá khuyến mãi phải thấp hơn giá bán',
  'validation.selfRelation': 'Sản phẩm không thể liên quan đến chính nó',
  'validation.duplicate': 'Mỗi mục chỉ được chọn một lần',
  'validation.endBeforeStart': 'Thời điểm kết thúc phải sau thời điểm bắt đầu',
  'validation.endInPast': 'Thời điểm kết thúc không được ở quá khứ',
  'validation.ownParent': 'Danh mục không thể nằm trong chính nó',
  'validation.videoUrl': 'Hãy dán đường dẫn của một video YouTube (youtube.com/watch?v=…, youtu.be/… hoặc youtube.com/shorts/…)',
  'validation.slugTaken': 'Đường dẫn "{slug}" đã được dùng. Vui lòng chọn đường dẫn khác',
  'validation.coordinatesPair': 'Nhập cả vĩ độ và kinh độ, hoặc để trống cả hai',
  'validation.closingDatePast': 'Hạn nộp không được ở quá khứ',
  'validation.categoryCycle': 'Không thể đặt danh mục vào bên trong chính nó hoặc một danh mục con của nó',
  'validation.comboNeedsItem': 'Combo cần ít nhất một sản phẩm',
  'validation.comboPriceNotBelowItems': 'Giá combo phải thấp hơn tổng giá các sản phẩm khi mua lẻ',
} as const;

export type ValidationKey = keyof typeof validationMessagesVietnamese;

/** Both languages, for the API. A page loads only its own, with a form (i18n.ts's validation namespace). */
export const validationMessages: Record<ValidationLocale, Record<ValidationKey, string>> = {
  vi: validationMessagesVietnamese,
  en: validationMessagesEnglish,
};

/** The text of a validation message in a locale; unknown keys come back unchanged. */
export function translateValidationMessage(message: string, locale: ValidationLocale): string {
  const { key, params } = splitMessage(message);
  const table: Record<string, string> = validationMessages[locale];
  const text = table[key] ?? (validationMessages.vi as Record<string, string>)[key];
  if (!text) return message;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
