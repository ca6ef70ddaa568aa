/** Texts of the checkout, order, refund and exchange errors, in the request's language. */
import type { Locale } from '../lib/i18n';

const messages = {
  vi: {
    soldOut: 'Không còn vé cho ngày đã chọn',
    outOfStock: 'Sản phẩm đã hết hàng',
    ticketNotFound: 'Không tìm thấy vé',
    productNotFound: 'Không tìm thấy sản phẩm',
    orderNotFound: 'Không tìm thấy đơn hàng',
    holdExpired: 'Thời gian giữ chỗ đã hết. Vui lòng đặt lại',
    notRetryable: 'Đơn hàng này không thể thanh toán lại',
    refundTooLate: 'Chỉ có thể hoàn vé trước ngày tham quan',
    alreadyCancelled: 'Đơn hàng đã bị hủy hoặc đã hoàn tiền',
    exchangeNotAllowed: 'Đơn hàng này không thể đổi ngày',
    sameDate: 'Ngày mới phải khác ngày tham quan hiện tại',
    checkout: 'Đã xảy ra lỗi khi xử lý thanh toán',
    refundNotFound: 'Không tìm thấy yêu cầu hoàn tiền',
    refundNotPending: 'Yêu cầu hoàn tiền này đã được xử lý',
    refundRefused: 'Cổng thanh toán từ chối hoàn tiền (mã {code}). Đơn hàng chưa thay đổi',
    tooManyOrders: 'Có quá nhiều đơn hàng từ mạng của bạn. Vui lòng thử lại sau ít phút',
    onlinePaymentUnavailable: 'Cửa hàng hiện không nhận thanh toán trực tuyến. Vui lòng chọn thanh toán tại quầy',
  },
  en: {
    soldOut: 'No tickets available for the date',
    outOfStock: 'The product is out of stock',
    ticketNotFound: 'Ticket not found',
    productNotFound: 'Product not found',
    orderNotFound: 'Order not found',
    holdExpired: 'Your places are no longer held. Please book again',
    notRetryable: 'This order cannot be paid again',
    refundTooLate: 'Refunds are possible only before the visit day',
    tooManyTickets: 'Mỗi đơn hàng tối đa {max} vé (tính mọi loại vé)',
    infantNeedsPayingTicket: 'Trẻ dưới 3 tuổi được vào miễn phí khi đi cùng ít nhất một vé người lớn hoặc trẻ em trong cùng đơn',
    unpaidPerContact: 'Đã có {max} vé chưa thanh toán cho ngày này với cùng số điện thoại, email hoặc mạng. Vui lòng thanh toán qua VNPay',
    unpaidShareFull: 'Đã hết chỗ giữ để thanh toán tại quầy cho ngày này. Vui lòng thanh toán qua VNPay',
    counterClosed: 'Đã quá giờ giữ chỗ thanh toán tại quầy cho ngày này. Vui lòng thanh toán qua VNPay',
    idempotencyKeyReused: 'Yêu cầu này trùng mã với một đơn hàng khác. Vui lòng tải lại trang và đặt lại',
    notPayableAtCounter: 'Đơn hàng này không chờ thanh toán tại quầy (đã thanh toán, đã huỷ hoặc thanh toán trực tuyến)',
    alreadyCancelled: 'The order is already cancelled or refunded',
    exchangeNotAllowed: 'This order cannot be moved to another date',
    sameDate: 'The new date must differ from the current visit date',
    checkout: 'Error processing checkout',
    refundNotFound: 'Refund request not found',
    refundNotPending: 'This refund request has already been handled',
    refundRefused: 'The payment gateway refused the refund (code {code}). The order is unchanged',
    tooManyOrders: 'Too many orders from your network. Please try again in a few minutes',
    onlinePaymentUnavailable: 'The shop takes no online payment at the moment. Please choose to pay at the counter',
  },
} as const;

export type CommerceMessage = keyof (typeof messages)['vi'];

export function commerceText(locale: Locale, key: CommerceMessage, params: Record<string, string> = {}): string {
  const text: string = messages[locale]?.[key] ?? messages.vi[key];
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}
    tooManyTickets: 'At most {max} tickets per order (all categories together)',
    infantNeedsPayingTicket: 'Children under 3 go free only with at least one adult or child ticket in the same order',
    unpaidPerContact: 'There are already {max} unpaid tickets for this date with the same phone, email or network. Please pay with VNPay',
    unpaidShareFull: 'No more places can be held to pay at the counter for this date. Please pay with VNPay',
    counterClosed: 'Places to pay at the counter can no longer be held for this date. Please pay with VNPay',
    idempotencyKeyReused: 'This request has the key of another order. Please reload the page and order again',
    notPayableAtCounter: 'This order is not waiting to be paid at the counter (already paid, cancelled or paid online)',
