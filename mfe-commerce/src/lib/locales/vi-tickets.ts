/** The ticket texts in Vietnamese: all that the home page's TicketHighlights shows (lib/ticket-texts.ts). */
export const tickets = {
  listTitle: 'Vé tham quan',
  pricingTitle: 'Bảng giá vé',
  from: 'Từ',
  book: 'Đặt vé',
  includes: 'Bao gồm',
  audience: { adult: 'Người lớn', child: 'Trẻ em', infant: 'Trẻ dưới 3 tuổi' },
  infantFree: 'Miễn phí',
  childrenUnder3Free: 'Trẻ em dưới 3 tuổi được miễn phí vé.',
  validityVisitDay: 'Vé chỉ có giá trị trong ngày tham quan.',
  openingHours: 'Giờ mở cửa: 7:00 – 17:30 hằng ngày.',
  notFound: 'Không tìm thấy vé',
  empty: 'Hiện chưa có loại vé nào',
  ticketType: 'Loại vé',
  labels: { featured: 'Nổi bật', new: 'Mới', sale: 'Giảm giá', discount: 'Giảm {{value}}%' },
};
