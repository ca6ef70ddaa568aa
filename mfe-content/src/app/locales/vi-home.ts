/**
 * The Vietnamese texts the home page shows, and no more: its own, and those of the post, review,
 * gallery and contact parts it embeds. They come with the routes module; vi-pages.ts has the rest
 * (those features' own pages and forms included), fetched beside any other page's code, so a first
 * visit to `/` does not download them. pages/__tests__/home-page.test.tsx renders the
 * home page with these alone and fails on any text missing here.
 */
export const viHome = {
  home: {
    title: 'Khám phá khu du lịch cáp treo',
    tagline: 'Ngắm núi rừng từ trên cao, thưởng thức ẩm thực địa phương và lưu giữ những khoảnh khắc đáng nhớ.',
    buyTickets: 'Mua vé',
    exploreMap: 'Xem bản đồ khu du lịch',
    tickets: 'Vé nổi bật',
    allPrices: 'Xem bảng giá vé',
    services: 'Dịch vụ',
    allServices: 'Tất cả dịch vụ',
    servicesFailed: 'Không thể tải danh sách dịch vụ.',
    priceFrom: 'Giá từ',
    latestPosts: 'Bài viết mới',
    allPosts: 'Tất cả bài viết',
    gallery: 'Thư viện hình ảnh',
    allGallery: 'Xem thư viện',
    reviews: 'Du khách nói gì',
    allReviews: 'Tất cả đánh giá',
    openingHours: 'Giờ mở cửa',
    openingHoursValue: '7:00 – 17:30 hằng ngày',
    visitNote: 'Vé chỉ có giá trị trong ngày tham quan. Trẻ em dưới 3 tuổi được miễn phí.',
  },
  posts: {
    empty: 'Chưa có bài viết nào.',
    loadFailed: 'Không thể tải bài viết.',
  },
  reviews: {
    stars_one: '{{count}} sao',
    stars_other: '{{count}} sao',
    visited: 'Tham quan ngày {{date}}',
    empty: 'Chưa có đánh giá nào.',
    loadFailed: 'Không thể tải đánh giá.',
    serviceTypes: {
      'cable-car': 'Cáp treo',
      restaurant: 'Nhà hàng',
      show: 'Biểu diễn',
      tour: 'Tour tham quan',
      hotel: 'Khách sạn',
      other: 'Khác',
    },
  },
  gallery: {
    filter: 'Lọc theo loại',
    kinds: { all: 'Tất cả', photo: 'Hình ảnh', video: 'Video' },
    video: 'Video',
    open: 'Xem {{title}}',
    empty: 'Chưa có hình ảnh nào.',
    loadFailed: 'Không thể tải thư viện hình ảnh.',
    viewerFailed: 'Không thể mở ảnh. Vui lòng kiểm tra kết nối và thử lại.',
    close: 'Đóng',
    previous: 'Ảnh trước',
    next: 'Ảnh tiếp theo',
    position: '{{current}} / {{total}}',
  },
  contact: {
    details: 'Thông tin liên hệ',
    hotline: 'Đường dây nóng',
    email: 'Email',
    address: 'Địa chỉ',
    openingHours: 'Giờ mở cửa',
    findUs: 'Vị trí',
    areaMap: 'Bản đồ khu du lịch',
    openInMaps: 'Mở trên bản đồ',
    socials: 'Mạng xã hội',
    loadFailed: 'Không thể tải thông tin liên hệ.',
  },
};
