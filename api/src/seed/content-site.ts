/** Seed content: posts, comments, reviews, gallery, menu, map, pages, jobs, SEO, flags (vi + en). */
import type { Translatable } from '../db/schema';
import type { DishTag, MapPointCategory } from '@storefront/shared/contracts/vocabulary';
import type { AboutDocument, ContactDocument } from '../content/page-admin';
import { media } from './content-catalog';

const tr = (vi: string, en: string): Translatable => ({ vi, en });
const para = (vi: string[], en: string[]) => tr(vi.map((p) => `<p>${p}</p>`).join(''), en.map((p) => `<p>${p}</p>`).join(''));

export const seedPostCategories = [
  { slug: 'kinh-nghiem-du-lich', name: tr('Kinh nghiệm du lịch', 'Travel tips'), description: tr('Mẹo lên kế hoạch cho chuyến đi.', 'Tips to plan your trip.'), isFeatured: true, sortOrder: 1 },
  { slug: 'am-thuc', name: tr('Ẩm thực', 'Food'), description: tr('Món ngon vùng cao.', 'Highland food.'), isFeatured: true, sortOrder: 2 },
  { slug: 'van-hoa-ban-dia', name: tr('Văn hóa bản địa', 'Local culture'), description: tr('Lễ hội, nghề thủ công, con người.', 'Festivals, crafts and people.'), isFeatured: true, sortOrder: 3 },
  { slug: 'tin-khu-du-lich', name: tr('Tin khu du lịch', 'Resort news'), description: tr('Thông báo và sự kiện.', 'Announcements and events.'), isFeatured: false, sortOrder: 4 },
];

interface SeedPost {
  slug: string;
  kind: 'article' | 'news';
  category: string;
  title: Translatable;
  excerpt: Translatable;
  content: Translatable;
  authorName: Translatable;
  tags: Translatable[];
  publishedAt: string;
  viewCount: number;
}

export const seedPosts: SeedPost[] = [
  {
    slug: 'kinh-nghiem-di-cap-treo-may-ngan-lan-dau', kind: 'article', category: 'kinh-nghiem-du-lich', authorName: { vi: 'Lan Anh' }, tags: [{ vi: 'cáp treo', en: 'cable car' }, { vi: 'kinh nghiệm', en: 'tips' }], publishedAt: '2025-03-02T08:00:00+07:00', viewCount: 1840,
    title: tr('Kinh nghiệm đi cáp treo Mây Ngàn lần đầu', 'First time on the May Ngan cable car: what to know'),
    excerpt: tr('Giờ nào ít đông, mặc gì, nên mua vé gì – mọi điều bạn cần cho chuyến đi đầu tiên.', 'When to go, what to wear and which ticket to buy – everything for your first visit.'),
    content: para(
      ['Cáp treo mở cửa từ 7:00 đến 17:30 mỗi ngày. Khung giờ 7:00 – 9:00 thường vắng và có mây đẹp nhất.', 'Nhiệt độ trên đỉnh thấp hơn dưới chân núi khoảng 10 °C, hãy mang theo áo khoác.', 'Trẻ em dưới 3 tuổi được miễn phí vé; vé chỉ có giá trị trong ngày tham quan.'],
      ['The cable car runs from 7:00 to 17:30 every day. The 7:00 – 9:00 window is usually quiet and has the best clouds.', 'It is about 10 °C colder at the top than at the foot of the mountain, so bring a jacket.', 'Children under 3 ride free; tickets are valid only on the visit day.'],
    ),
  },
  {
    slug: 'san-may-tren-dinh-may-ngan', kind: 'article', category: 'kinh-nghiem-du-lich', authorName: { vi: 'Minh Khôi' }, tags: [{ vi: 'săn mây', en: 'cloud hunting' }, { vi: 'nhiếp ảnh', en: 'photography' }], publishedAt: '2025-04-10T08:00:00+07:00', viewCount: 2210,
    title: tr('Săn mây trên Đỉnh Mây: thời điểm và góc chụp', 'Cloud hunting at Cloud Peak: when and where to shoot'),
    excerpt: tr('Biển mây xuất hiện nhiều nhất từ tháng 10 đến tháng 3.', 'Seas of clouds are most common from October to March.'),
    content: para(['Sau một đêm mưa, sáng hôm sau trời quang là thời điểm lý tưởng.', 'Đài quan sát phía Đông đón bình minh, phía Tây ngắm hoàng hôn.'], ['The clear morning after a night of rain is ideal.', 'The east deck faces the sunrise; the west deck the sunset.']),
  },
  {
    slug: 'lich-trinh-mot-ngay-tai-may-ngan', kind: 'article', category: 'kinh-nghiem-du-lich', authorName: { vi: 'Lan Anh' }, tags: [{ vi: 'lịch trình', en: 'itinerary' }], publishedAt: '2025-05-18T08:00:00+07:00', viewCount: 1320,
    title: tr('Lịch trình một ngày trọn vẹn tại Mây Ngàn', 'A perfect day at May Ngan'),
    excerpt: tr('Từ tàu hỏa leo núi buổi sáng đến show diễn đêm.', 'From the morning mountain train to the night show.'),
    content: para(['7:30 tàu hỏa leo núi, 8:30 cáp treo lên Đỉnh Mây, 11:30 buffet trưa, 14:00 lối mòn chùa Đá, 19:30 show "Huyền thoại Mây".'], ['7:30 mountain train, 8:30 cable car to Cloud Peak, 11:30 lunch buffet, 14:00 Stone Pagoda trail, 19:30 "Legend of the Clouds" show.']),
  },
  {
    slug: 'lau-ca-hoi-mon-ngon-vung-cao', kind: 'article', category: 'am-thuc', authorName: { vi: 'Thu Hà' }, tags: [{ vi: 'ẩm thực', en: 'food' }, { vi: 'cá hồi', en: 'salmon' }], publishedAt: '2025-02-14T08:00:00+07:00', viewCount: 980,
    title: tr('Lẩu cá hồi – món ngon phải thử ở vùng cao', 'Salmon hotpot – a highland dish you must try'),
    excerpt: tr('Cá hồi nuôi bằng nước suối lạnh, nấu cùng măng chua và rau rừng.', 'Salmon raised in cold stream water, cooked with sour bamboo shoots and forest greens.'),
    content: para(['Nước suối 15 °C giúp thịt cá săn chắc, ít mỡ.', 'Nhà hàng Đỉnh Mây phục vụ lẩu cá hồi cả trong buffet và gọi món.'], ['Stream water at 15 °C keeps the fish firm and lean.', 'Cloud Peak Restaurant serves salmon hotpot both at the buffet and à la carte.']),
  },
  {
    slug: 'xoi-ngu-sac-va-cau-chuyen-mau-sac', kind: 'article', category: 'am-thuc', authorName: { vi: 'Thu Hà' }, tags: [{ vi: 'xôi ngũ sắc', en: 'five-colour sticky rice' }], publishedAt: '2025-06-01T08:00:00+07:00', viewCount: 640,
    title: tr('Xôi ngũ sắc và câu chuyện của năm màu', 'Five-colour sticky rice and the story of its colours'),
    excerpt: tr('Năm màu từ lá cây rừng tượng trưng cho ngũ hành.', 'Five colours from forest leaves stand for the five elements.'),
    content: para(['Màu tím từ lá cẩm, vàng từ nghệ, đỏ từ gấc, xanh từ lá riềng, trắng là màu gạo nếp.'], ['Purple comes from magenta leaves, yellow from turmeric, red from gac fruit, green from galangal leaves, and white is the rice itself.']),
  },
  {
    slug: 'nghe-det-tho-cam-ban-may', kind: 'article', category: 'van-hoa-ban-dia', authorName: { vi: 'Minh Khôi' }, tags: [{ vi: 'thổ cẩm', en: 'brocade' }, { vi: 'văn hóa', en: 'culture' }], publishedAt: '2025-01-20T08:00:00+07:00', viewCount: 1120,
    title: tr('Nghề dệt thổ cẩm ở bản Mây', 'Brocade weaving in Ban May village'),
    excerpt: tr('Từ cây lanh đến tấm vải chàm: hành trình 40 ngày.', 'From hemp plant to indigo cloth: a 40-day journey.'),
    content: para(['Phụ nữ H\'Mông trồng lanh, tước sợi, dệt và nhuộm chàm bằng tay.', 'Khách có thể thử dệt trong tour bản làng.'], ['H\'Mong women grow hemp, split the fibres, weave and dye with indigo by hand.', 'Visitors can try weaving on the village tour.']),
  },
  {
    slug: 'le-hoi-hoa-ban-thang-ba', kind: 'article', category: 'van-hoa-ban-dia', authorName: { vi: 'Lan Anh' }, tags: [{ vi: 'lễ hội', en: 'festival' }, { vi: 'hoa ban', en: 'bauhinia flowers' }], publishedAt: '2025-03-15T08:00:00+07:00', viewCount: 1560,
    title: tr('Lễ hội hoa ban tháng Ba', 'The March bauhinia festival'),
    excerpt: tr('Khi cả thung lũng trắng màu hoa ban.', 'When the whole valley turns white with bauhinia flowers.'),
    content: para(['Lễ hội có múa xòe, ném còn và chợ phiên.'], ['The festival features xoe dancing, con ball throwing and a market fair.']),
  },
  {
    slug: 'di-may-ngan-cung-tre-nho', kind: 'article', category: 'kinh-nghiem-du-lich', authorName: { vi: 'Thu Hà' }, tags: [{ vi: 'gia đình', en: 'family' }, { vi: 'trẻ em', en: 'children' }], publishedAt: '2025-07-05T08:00:00+07:00', viewCount: 870,
    title: tr('Đi Mây Ngàn cùng trẻ nhỏ', 'Visiting May Ngan with young children'),
    excerpt: tr('Trẻ dưới 3 tuổi miễn phí, có phòng mẹ và bé ở cả hai ga.', 'Under-3s ride free, and both stations have baby rooms.'),
    content: para(['Xe đẩy được mang lên cabin. Khu vui chơi trẻ em nằm cạnh nhà hàng Đỉnh Mây.'], ['Strollers are allowed in the cabins. A children\'s play area is next to Cloud Peak Restaurant.']),
  },
  {
    slug: 'mo-cua-ga-cap-treo-moi', kind: 'news', category: 'tin-khu-du-lich', authorName: { vi: 'Ban truyền thông', en: 'Communications team' }, tags: [{ vi: 'tin tức', en: 'news' }], publishedAt: '2025-08-01T09:00:00+07:00', viewCount: 760,
    title: tr('Khánh thành ga cáp treo Trung Tâm mới', 'New Central cable car station opens'),
    excerpt: tr('Ga mới nâng công suất lên 3.000 khách mỗi giờ.', 'The new station raises capacity to 3,000 visitors an hour.'),
    content: para(['Ga Trung Tâm có thang máy, phòng chờ có sưởi và quầy bán vé tự động.'], ['Central Station has lifts, a heated waiting room and self-service ticket machines.']),
  },
  {
    slug: 'ra-mat-show-huyen-thoai-may', kind: 'news', category: 'tin-khu-du-lich', authorName: { vi: 'Ban truyền thông', en: 'Communications team' }, tags: [{ vi: 'show', en: 'show' }, { vi: 'sự kiện', en: 'events' }], publishedAt: '2025-06-20T09:00:00+07:00', viewCount: 1430,
    title: tr('Ra mắt show diễn đêm "Huyền thoại Mây"', '"Legend of the Clouds" night show premieres'),
    excerpt: tr('Show thực cảnh lớn nhất vùng Tây Bắc.', 'The largest live show in the north-west.'),
    content: para(['Show diễn mỗi tối trừ thứ Hai, 19:30 tại hồ Vọng Nguyệt.'], ['Shows run every evening except Monday at 19:30 on Moon Lake.']),
  },
  {
    slug: 'bao-tri-cap-treo-dinh-ky', kind: 'news', category: 'tin-khu-du-lich', authorName: { vi: 'Ban truyền thông', en: 'Communications team' }, tags: [{ vi: 'thông báo', en: 'announcement' }], publishedAt: '2025-09-05T09:00:00+07:00', viewCount: 410,
    title: tr('Lịch bảo trì cáp treo định kỳ', 'Scheduled cable car maintenance'),
    excerpt: tr('Tuyến cáp treo tạm dừng ngày 15/10 để bảo trì.', 'The cable car pauses on 15 October for maintenance.'),
    content: para(['Tàu hỏa leo núi và các dịch vụ khác vẫn hoạt động bình thường.'], ['The mountain train and other services run as usual.']),
  },
  {
    slug: 'uu-dai-mua-thu-2025', kind: 'news', category: 'tin-khu-du-lich', authorName: { vi: 'Ban truyền thông', en: 'Communications team' }, tags: [{ vi: 'ưu đãi', en: 'offers' }], publishedAt: '2025-09-20T09:00:00+07:00', viewCount: 990,
    title: tr('Ưu đãi mùa thu: giảm 20% vé trọn gói', 'Autumn offer: 20% off the all-day pass'),
    excerpt: tr('Áp dụng cho ngày tham quan từ thứ Hai đến thứ Năm.', 'Valid for visits Monday to Thursday.'),
    content: para(['Đặt vé trực tuyến để nhận ưu đãi.'], ['Book online to get the offer.']),
  },
];

/** Approved comments; `replyTo` is the index of the parent within the same post's list. */
export const seedComments: { post: string; name: string; email: string; content: string; anonymous?: boolean; replyTo?: number }[] = [
  { post: 'kinh-nghiem-di-cap-treo-may-ngan-lan-dau', name: 'Hoàng Nam', email: 'nam@example.com', content: 'Bài viết rất hữu ích, mình đi sáng sớm đúng là vắng và mây đẹp.' },
  { post: 'kinh-nghiem-di-cap-treo-may-ngan-lan-dau', name: 'Lan Anh', email: 'lananh@example.com', content: 'Cảm ơn bạn đã chia sẻ trải nghiệm!', replyTo: 0 },
  { post: 'kinh-nghiem-di-cap-treo-may-ngan-lan-dau', name: 'Sarah', email: 'sarah@example.com', content: 'Great tips, the jacket advice saved us!' },
  { post: 'san-may-tren-dinh-may-ngan', name: 'Quốc Bảo', email: 'bao@example.com', content: 'Tháng 12 mình lên được biển mây, đẹp không tả nổi.' },
  { post: 'san-may-tren-dinh-may-ngan', name: '', email: '', content: 'Có cần mang chân máy không mọi người?', anonymous: true },
  { post: 'san-may-tren-dinh-may-ngan', name: 'Minh Khôi', email: 'khoi@example.com', content: 'Nên mang chân máy nhỏ, đài quan sát có chỗ đặt.', replyTo: 1 },
  { post: 'lau-ca-hoi-mon-ngon-vung-cao', name: 'Thảo Vy', email: 'vy@example.com', content: 'Lẩu cá hồi ở nhà hàng ngon thật sự.' },
  { post: 'ra-mat-show-huyen-thoai-may', name: 'David', email: 'david@example.com', content: 'Amazing show, the fireworks at the end were spectacular.' },
];

export const seedReviews = [
  { authorName: 'Nguyễn Thu Trang', profession: 'Giáo viên', rating: 5, title: 'Chuyến đi tuyệt vời', content: 'Cáp treo êm, nhân viên nhiệt tình, cảnh trên đỉnh quá đẹp.', serviceType: 'cable-car', visitDate: '2025-04-12', avatar: 'avatar-trang' },
  { authorName: 'Trần Đức Minh', profession: 'Kỹ sư', rating: 4, title: 'Buffet ngon', content: 'Buffet nhiều món, lẩu cá hồi là điểm nhấn. Cuối tuần hơi đông.', serviceType: 'restaurant', visitDate: '2025-05-03', avatar: 'avatar-minh' },
  { authorName: 'Emily Carter', profession: 'Photographer', rating: 5, title: 'Sea of clouds!', content: 'We caught the sea of clouds at 7 am. Unforgettable.', serviceType: 'cable-car', visitDate: '2025-01-18', avatar: 'avatar-emily' },
  { authorName: 'Lê Hoàng Phúc', profession: 'Sinh viên', rating: 5, title: 'Show đêm đỉnh cao', content: 'Show "Huyền thoại Mây" hoành tráng, đáng từng đồng.', serviceType: 'show', visitDate: '2025-07-19', avatar: 'avatar-phuc' },
  { authorName: 'Phạm Ngọc Mai', profession: 'Nội trợ', rating: 4, title: 'Phù hợp gia đình', content: 'Con nhỏ dưới 3 tuổi được miễn phí, có phòng mẹ và bé rất tiện.', serviceType: 'cable-car', visitDate: '2025-08-09', avatar: 'avatar-mai' },
  { authorName: 'Kenji Sato', profession: 'Engineer', rating: 5, title: 'Great village tour', content: 'Our guide was wonderful and the brocade workshop was fascinating.', serviceType: 'tour', visitDate: '2025-03-22', avatar: 'avatar-kenji' },
  { authorName: 'Đỗ Thanh Hương', profession: 'Kế toán', rating: 3, title: null, content: 'Cảnh đẹp nhưng hàng chờ buổi trưa khá lâu, nên đi sớm.', serviceType: 'cable-car', visitDate: '2025-09-01', avatar: 'avatar-huong' },
  { authorName: 'Vũ Hải Đăng', profession: 'Doanh nhân', rating: 5, title: 'Khách sạn ấm cúng', content: 'Phòng gỗ thông có lò sưởi, sáng ra mở cửa là thấy mây.', serviceType: 'hotel', visitDate: '2025-02-08', avatar: 'avatar-dang' },
].map(({ avatar, ...review }) => ({ ...review, avatarUrl: media(avatar) }));

export const seedGallery = [
  ...[
    ['gallery-sea-of-clouds', 'Biển mây buổi sớm', 'Morning sea of clouds'],
    ['gallery-cabin-sunset', 'Cabin trong hoàng hôn', 'Cabin at sunset'],
    ['gallery-rice-terraces', 'Ruộng bậc thang mùa lúa chín', 'Rice terraces at harvest'],
    ['gallery-stone-pagoda', 'Chùa Đá trên đỉnh', 'Stone Pagoda at the top'],
    ['gallery-bauhinia', 'Hoa ban nở trắng thung lũng', 'Bauhinia in bloom'],
    ['gallery-moon-lake', 'Hồ Vọng Nguyệt về đêm', 'Moon Lake at night'],
    ['gallery-mountain-train', 'Tàu hỏa xuyên rừng thông', 'Train through the pines'],
    ['gallery-peak-deck', 'Đài quan sát Đỉnh Mây', 'Cloud Peak viewing deck'],
    ['gallery-village', 'Bản Mây bên sườn núi', 'Ban May on the hillside'],
    ['gallery-winter-frost', 'Băng giá mùa đông', 'Winter frost'],
  ].map(([image, vi, en], index) => ({ kind: 'photo' as const, title: tr(vi!, en!), description: null, imageUrl: media(image!), videoUrl: null, sortOrder: index + 1 })),
  ...[
    ['video-cable-car-ride', 'Hành trình cáp treo 25 phút', 'The 25-minute cable car ride', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['video-night-show', 'Trích đoạn show "Huyền thoại Mây"', '"Legend of the Clouds" highlights', 'https://www.youtube.com/embed/ScMzIvxBSi4'],
    ['video-four-seasons', 'Mây Ngàn bốn mùa', 'May Ngan through four seasons', 'https://www.youtube.com/embed/LXb3EKWsInQ'],
    ['video-brocade', 'Nghề dệt thổ cẩm', 'Brocade weaving', 'https://www.youtube.com/embed/1La4QzGeaaQ'],
  ].map(([image, vi, en, url], index) => ({ kind: 'video' as const, title: tr(vi!, en!), description: null, imageUrl: media(image!), videoUrl: url!, sortOrder: 100 + index })),
];

export const seedMenu = [
  {
    slug: 'khai-vi', name: tr('Khai vị', 'Starters'), description: tr('Món nhẹ mở đầu bữa ăn.', 'Light dishes to begin.'),
    dishes: [
      ['nom-hoa-chuoi', 'Nộm hoa chuối', 'Banana blossom salad', 'Hoa chuối rừng, lạc rang, rau thơm.', 'Wild banana blossom, roasted peanuts, herbs.', 85_000, ['vegetarian']],
      ['cha-ca-suoi', 'Chả cá suối chiên', 'Fried stream-fish cakes', 'Cá suối giã tay, chiên vàng.', 'Hand-pounded stream fish, golden fried.', 120_000, []],
      ['sup-bi-do-hat-de', 'Súp bí đỏ hạt dẻ', 'Pumpkin and chestnut soup', 'Bí đỏ, hạt dẻ rang củi.', 'Pumpkin with wood-roasted chestnuts.', 75_000, ['vegetarian']],
    ],
  },
  {
    slug: 'mon-chinh', name: tr('Món chính', 'Mains'), description: tr('Đặc sản vùng cao.', 'Highland specialities.'),
    dishes: [
      ['lau-ca-hoi', 'Lẩu cá hồi măng chua', 'Salmon hotpot with sour bamboo', 'Cá hồi nước lạnh, măng chua, rau rừng (2 người).', 'Cold-water salmon, sour bamboo, forest greens (serves 2).', 450_000, ['signature']],
      ['ga-doi-nuong', 'Gà đồi nướng mắc khén', 'Grilled hill chicken with mac khen', 'Gà thả đồi ướp mắc khén, nướng than hoa.', 'Free-range chicken with mac khen pepper, charcoal grilled.', 320_000, ['signature', 'spicy']],
      ['thit-lon-ban-gac-bep', 'Thịt lợn bản gác bếp', 'Smoked highland pork', 'Hun khói 3 tháng trên gác bếp.', 'Smoked for three months above the hearth.', 280_000, []],
      ['dau-phu-nuong-la-chuoi', 'Đậu phụ nướng lá chuối', 'Tofu grilled in banana leaf', 'Đậu phụ non, nấm hương.', 'Silken tofu and shiitake.', 110_000, ['vegetarian']],
    ],
  },
  {
    slug: 'com-xoi', name: tr('Cơm và xôi', 'Rice'), description: null,
    dishes: [
      ['xoi-ngu-sac', 'Xôi ngũ sắc', 'Five-colour sticky rice', 'Nếp nương nhuộm lá rừng.', 'Upland sticky rice coloured with forest leaves.', 60_000, ['vegetarian']],
      ['com-lam', 'Cơm lam', 'Bamboo-tube rice', 'Gạo nếp nướng trong ống tre.', 'Sticky rice roasted in bamboo.', 50_000, ['vegetarian']],
    ],
  },
  {
    slug: 'do-uong', name: tr('Đồ uống', 'Drinks'), description: tr('Nóng và lạnh.', 'Hot and cold.'),
    dishes: [
      ['tra-shan-tuyet-nong', 'Trà Shan tuyết', 'Shan Tuyet tea', 'Ấm trà cổ thụ.', 'A pot of ancient-tree tea.', 55_000, []],
      ['ca-phe-trung', 'Cà phê trứng', 'Egg coffee', 'Cà phê phin, kem trứng đánh bông.', 'Drip coffee with whipped egg cream.', 60_000, []],
      ['ruou-tao-meo', 'Rượu táo mèo', 'Wild apple wine', 'Ly 50 ml.', '50 ml glass.', 45_000, []],
      ['sinh-to-mac-coc', 'Sinh tố mắc cọc', 'Wild pear smoothie', 'Lê rừng xay mát lạnh.', 'Chilled wild pear smoothie.', 55_000, ['vegetarian']],
    ],
  },
].map((section, sectionIndex) => ({
  slug: section.slug,
  name: section.name,
  description: section.description,
  sortOrder: sectionIndex + 1,
  dishes: section.dishes.map(([slug, vi, en, descVi, descEn, price, tags], index) => ({
    slug: slug as string,
    name: tr(vi as string, en as string),
    description: tr(descVi as string, descEn as string),
    price: price as number,
    tags: tags as DishTag[],
    imageUrl: media(`dish-${slug as string}`),
    sortOrder: index + 1,
  })),
}));

export const seedMapPoints = [
  ['ga-thung-lung', 'station', 'Ga Thung Lũng', 'Valley Station', 'Ga đi cáp treo, quầy vé, gửi đồ.', 'Cable car departure, ticket office, lockers.', 18, 78],
  ['ga-trung-tam', 'station', 'Ga Trung Tâm', 'Central Station', 'Ga trung chuyển giữa tàu hỏa và cáp treo.', 'Interchange between train and cable car.', 40, 58],
  ['ga-dinh-may', 'station', 'Ga Đỉnh Mây', 'Cloud Peak Station', 'Ga cuối ở độ cao 2.100 m.', 'Top station at 2,100 m.', 72, 22],
  ['dai-quan-sat-dong', 'viewpoint', 'Đài quan sát phía Đông', 'East viewing deck', 'Ngắm bình minh và biển mây.', 'Sunrise and sea of clouds.', 80, 18],
  ['dai-quan-sat-tay', 'viewpoint', 'Đài quan sát phía Tây', 'West viewing deck', 'Ngắm hoàng hôn trên thung lũng.', 'Sunset over the valley.', 64, 16],
  ['chua-da', 'temple', 'Chùa Đá', 'Stone Pagoda', 'Ngôi chùa cổ bằng đá, cách ga 600 m.', 'An old stone pagoda 600 m from the station.', 86, 10],
  ['nha-hang-dinh-may', 'restaurant', 'Nhà hàng Đỉnh Mây', 'Cloud Peak Restaurant', 'Buffet trưa và gọi món.', 'Lunch buffet and à la carte.', 70, 28],
  ['cafe-may', 'restaurant', 'Café Mây', 'Cloud Café', 'Cà phê trứng giữa mây.', 'Egg coffee in the clouds.', 76, 26],
  ['ho-vong-nguyet', 'show', 'Hồ Vọng Nguyệt', 'Moon Lake', 'Nơi diễn show "Huyền thoại Mây".', 'Home of the "Legend of the Clouds" show.', 30, 66],
  ['ban-may', 'village', 'Bản Mây', 'Ban May village', 'Bản người H\'Mông, điểm đầu tour.', 'H\'Mong village where tours begin.', 12, 52],
  ['ruong-bac-thang', 'viewpoint', 'Ruộng bậc thang', 'Rice terraces', 'Đẹp nhất tháng 9 – 10.', 'Best in September – October.', 24, 40],
  ['vuon-hoa', 'garden', 'Vườn hoa bốn mùa', 'Four-season garden', 'Hoa đỗ quyên, cẩm tú cầu.', 'Rhododendrons and hydrangeas.', 66, 34],
  ['khu-vui-choi-tre-em', 'family', 'Khu vui chơi trẻ em', 'Children\'s play area', 'Cạnh nhà hàng, có phòng mẹ và bé.', 'Next to the restaurant, with a baby room.', 60, 30],
  ['bai-do-xe', 'service', 'Bãi đỗ xe', 'Car park', '600 chỗ, xe điện đưa đón.', '600 spaces with shuttle carts.', 8, 88],
  ['tram-y-te', 'first-aid', 'Trạm y tế', 'First aid', 'Mở cửa 7:00 – 17:30.', 'Open 7:00 – 17:30.', 44, 62],
  ['cuu-thuong-dinh-may', 'first-aid', 'Điểm sơ cứu Đỉnh Mây', 'Cloud Peak first aid', 'Cạnh cửa ra ga Đỉnh Mây.', 'Beside the Cloud Peak station exit.', 74, 24],
  ['wc-ga-thung-lung', 'restroom', 'Nhà vệ sinh Ga Thung Lũng', 'Valley Station restrooms', 'Có phòng cho người khuyết tật và phòng mẹ và bé.', 'With accessible and baby-changing rooms.', 22, 82],
  ['wc-ga-trung-tam', 'restroom', 'Nhà vệ sinh Ga Trung Tâm', 'Central Station restrooms', 'Tầng trệt, cạnh quầy thông tin.', 'Ground floor, beside the information desk.', 43, 55],
  ['wc-dinh-may', 'restroom', 'Nhà vệ sinh Đỉnh Mây', 'Cloud Peak restrooms', 'Cạnh nhà hàng Đỉnh Mây.', 'Next to Cloud Peak Restaurant.', 68, 31],
].map(([slug, category, vi, en, dvi, den, x, y], index) => ({
  slug: slug as string,
  category: category as MapPointCategory,
  name: tr(vi as string, en as string),
  description: tr(dvi as string, den as string),
  x: x as number,
  y: y as number,
  // Positions on a fictional map, anchored near Sa Pa for map links.
  lat: 22.3 + (100 - (y as number)) / 2000,
  lng: 103.8 + (x as number) / 2000,
  imageUrl: null,
  sortOrder: index + 1,
}));

export const seedAbout: AboutDocument = {
  intro: tr('Khu du lịch Cáp treo Mây Ngàn đón khách từ năm 2016, đưa du khách lên đỉnh núi cao 2.100 m giữa biển mây Tây Bắc.', 'May Ngan Cable Car Resort has welcomed visitors since 2016, carrying them to a 2,100 m peak above the clouds of north-west Vietnam.'),
  mission: tr('Mang thiên nhiên vùng cao đến gần mọi người một cách an toàn, bền vững và tôn trọng cộng đồng bản địa.', 'To bring the highlands within everyone\'s reach – safely, sustainably and with respect for local communities.'),
  vision: tr('Trở thành điểm đến núi được yêu thích nhất Đông Nam Á vào năm 2030.', 'To be South-East Asia\'s best-loved mountain destination by 2030.'),
  values: [
    { title: tr('An toàn trước hết', 'Safety first'), text: tr('Kiểm định cáp treo hằng ngày theo tiêu chuẩn châu Âu.', 'Daily cable car inspections to European standards.') },
    { title: tr('Tôn trọng thiên nhiên', 'Respect for nature'), text: tr('Không rác thải nhựa dùng một lần trên đỉnh.', 'No single-use plastic at the peak.') },
    { title: tr('Cùng phát triển với bản', 'Growing with the village'), text: tr('70% nhân viên là người địa phương.', '70% of our staff are local.') },
    { title: tr('Hiếu khách', 'Hospitality'), text: tr('Mỗi vị khách là một người bạn.', 'Every guest is a friend.') },
  ],
  team: [
    { name: 'Nguyễn Văn Sơn', role: tr('Giám đốc điều hành', 'Chief executive'), imageUrl: media('team-son') },
    { name: 'Giàng Thị Mỷ', role: tr('Trưởng bộ phận cộng đồng', 'Head of community'), imageUrl: media('team-my') },
    { name: 'Trần Quang Huy', role: tr('Kỹ sư trưởng cáp treo', 'Chief cable car engineer'), imageUrl: media('team-huy') },
    { name: 'Lê Thu Hà', role: tr('Bếp trưởng', 'Head chef'), imageUrl: media('team-ha') },
  ],
  milestones: [
    { year: 2014, title: tr('Khởi công', 'Construction begins'), text: tr('Khởi công tuyến cáp treo dài 4,2 km.', 'Work starts on the 4.2 km cable car line.') },
    { year: 2016, title: tr('Đón khách đầu tiên', 'First visitors'), text: tr('Tuyến cáp treo chính thức vận hành.', 'The cable car opens to the public.') },
    { year: 2019, title: tr('Tàu hỏa leo núi', 'Mountain train'), text: tr('Khai trương tàu răng cưa xuyên rừng thông.', 'The rack railway through the pines opens.') },
    { year: 2023, title: tr('Một triệu lượt khách', 'One million visitors'), text: tr('Đón vị khách thứ một triệu trong năm.', 'One million visitors in a single year.') },
    { year: 2025, title: tr('Show "Huyền thoại Mây"', '"Legend of the Clouds"'), text: tr('Ra mắt show diễn đêm trên hồ Vọng Nguyệt.', 'The night show premieres on Moon Lake.') },
  ],
};

export const seedContact: ContactDocument = {
  hotline: '1900 6868',
  email: 'lienhe@mayngan.vn',
  address: tr('Ga Thung Lũng, xã Mây Ngàn, tỉnh Lào Cai, Việt Nam', 'Valley Station, May Ngan commune, Lao Cai province, Vietnam'),
  openingHours: tr('7:00 – 17:30 hằng ngày', '7:00 – 17:30 daily'),
  lat: 22.3364,
  lng: 103.8438,
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'YouTube', url: 'https://www.youtube.com/' },
  ],
};

export const seedJobs = [
  {
    slug: 'nhan-vien-van-hanh-cap-treo', employmentType: 'full-time', closesAt: '2026-12-31',
    title: tr('Nhân viên vận hành cáp treo', 'Cable car operator'), department: tr('Kỹ thuật', 'Engineering'), location: tr('Ga Thung Lũng', 'Valley Station'),
    description: tr('Vận hành và giám sát an toàn tuyến cáp treo.', 'Operate the cable car and monitor its safety.'),
    requirements: [tr('Tốt nghiệp cao đẳng kỹ thuật', 'Technical college degree'), tr('Sức khỏe tốt, làm việc theo ca', 'Good health, shift work')],
  },
  {
    slug: 'huong-dan-vien-tieng-anh', employmentType: 'full-time', closesAt: '2026-11-30',
    title: tr('Hướng dẫn viên tiếng Anh', 'English-speaking guide'), department: tr('Trải nghiệm khách hàng', 'Guest experience'), location: tr('Bản Mây', 'Ban May village'),
    description: tr('Dẫn tour bản làng cho khách quốc tế.', 'Lead village tours for international guests.'),
    requirements: [tr('Tiếng Anh giao tiếp tốt', 'Good spoken English'), tr('Ưu tiên người địa phương', 'Local candidates preferred')],
  },
  {
    slug: 'dau-bep-nha-hang-dinh-may', employmentType: 'full-time', closesAt: null,
    title: tr('Đầu bếp nhà hàng Đỉnh Mây', 'Cook, Cloud Peak Restaurant'), department: tr('Ẩm thực', 'Food & beverage'), location: tr('Ga Đỉnh Mây', 'Cloud Peak Station'),
    description: tr('Chế biến món vùng cao và buffet.', 'Cook highland dishes and the buffet.'),
    requirements: [tr('2 năm kinh nghiệm', '2 years of experience')],
  },
  {
    slug: 'nhan-vien-ban-ve-thoi-vu', employmentType: 'seasonal', closesAt: '2026-10-15',
    title: tr('Nhân viên bán vé thời vụ', 'Seasonal ticket seller'), department: tr('Bán vé', 'Ticketing'), location: tr('Ga Thung Lũng', 'Valley Station'),
    description: tr('Bán vé và hỗ trợ khách mùa cao điểm.', 'Sell tickets and help guests in the peak season.'),
    requirements: [tr('Giao tiếp tốt', 'Good communication skills')],
  },
];

/** One SEO record per static route, keyed by its English path. */
export const seedSeo: { path: string; title: Translatable; description: Translatable; keywords: Translatable; ogImage?: string }[] = [
  { path: '/', title: tr('Trang chủ', 'Home page'), description: tr('Khu du lịch Cáp treo Mây Ngàn: vé cáp treo, buffet, show diễn đêm và đặc sản vùng cao. Mở cửa 7:00 – 17:30 hằng ngày.', 'May Ngan Cable Car Resort: cable car tickets, buffet, night show and highland specialities. Open 7:00 – 17:30 daily.'), keywords: tr('cáp treo, Mây Ngàn, du lịch, vé cáp treo', 'cable car, May Ngan, travel, tickets'), ogImage: media('og-default') },
  { path: '/map', title: tr('Bản đồ khu du lịch', 'Resort map'), description: tr('Bản đồ các ga, điểm ngắm cảnh, nhà hàng và dịch vụ.', 'Map of stations, viewpoints, restaurants and services.'), keywords: tr('bản đồ, Mây Ngàn', 'map, May Ngan') },
  { path: '/menu', title: tr('Thực đơn nhà hàng', 'Restaurant menu'), description: tr('Thực đơn nhà hàng Đỉnh Mây với đặc sản vùng cao.', 'Cloud Peak Restaurant menu with highland specialities.'), keywords: tr('thực đơn, nhà hàng, lẩu cá hồi', 'menu, restaurant, salmon hotpot') },
  { path: '/about', title: tr('Giới thiệu', 'About us'), description: tr('Sứ mệnh, tầm nhìn, giá trị và hành trình của Mây Ngàn.', 'Mission, vision, values and milestones of May Ngan.'), keywords: tr('giới thiệu, Mây Ngàn', 'about, May Ngan') },
  { path: '/contact', title: tr('Liên hệ', 'Contact'), description: tr('Hotline 1900 6868, email lienhe@mayngan.vn.', 'Hotline 1900 6868, email lienhe@mayngan.vn.'), keywords: tr('liên hệ, hotline', 'contact, hotline') },
  { path: '/gallery', title: tr('Thư viện hình ảnh', 'Gallery'), description: tr('Ảnh và video về Mây Ngàn bốn mùa.', 'Photos and videos of May Ngan through the seasons.'), keywords: tr('hình ảnh, video', 'photos, videos') },
  { path: '/reviews', title: tr('Đánh giá của khách', 'Guest reviews'), description: tr('Cảm nhận của du khách về cáp treo, nhà hàng và show diễn.', 'What guests say about the cable car, restaurant and show.'), keywords: tr('đánh giá, review', 'reviews') },
  { path: '/recruitment', title: tr('Tuyển dụng', 'Careers'), description: tr('Cơ hội việc làm tại Mây Ngàn.', 'Jobs at May Ngan.'), keywords: tr('tuyển dụng, việc làm', 'careers, jobs') },
  { path: '/news', title: tr('Tin tức', 'News'), description: tr('Tin tức và thông báo từ khu du lịch.', 'News and announcements from the resort.'), keywords: tr('tin tức', 'news') },
  { path: '/posts', title: tr('Bài viết', 'Articles'), description: tr('Kinh nghiệm du lịch, ẩm thực và văn hóa vùng cao.', 'Travel tips, food and highland culture.'), keywords: tr('bài viết, kinh nghiệm', 'articles, tips') },
  { path: '/products', title: tr('Sản phẩm', 'Products'), description: tr('Quà lưu niệm, đặc sản và đồ thủ công.', 'Souvenirs, specialities and handicrafts.'), keywords: tr('sản phẩm, quà lưu niệm', 'products, souvenirs') },
  { path: '/services', title: tr('Dịch vụ', 'Services'), description: tr('Nhà hàng, tour, khách sạn và sự kiện.', 'Restaurant, tours, hotel and events.'), keywords: tr('dịch vụ', 'services') },
  { path: '/categories', title: tr('Danh mục sản phẩm', 'Product categories'), description: tr('Tất cả danh mục sản phẩm.', 'All product categories.'), keywords: tr('danh mục', 'categories') },
  { path: '/tickets', title: tr('Vé tham quan', 'Tickets'), description: tr('Vé cáp treo, combo buffet, show diễn và vé trọn gói. Trẻ dưới 3 tuổi miễn phí.', 'Cable car, buffet combo, night show and all-day tickets. Under-3s free.'), keywords: tr('vé cáp treo, giá vé', 'cable car tickets, prices') },
  { path: '/ticket-pricing', title: tr('Bảng giá vé', 'Ticket prices'), description: tr('Giá vé người lớn, trẻ em; trẻ dưới 3 tuổi miễn phí.', 'Adult and child prices; under-3s free.'), keywords: tr('bảng giá vé', 'ticket prices') },
  { path: '/order-ticket', title: tr('Đặt vé', 'Book tickets'), description: tr('Đặt vé trực tuyến, nhận vé QR ngay.', 'Book online and get your QR ticket instantly.'), keywords: tr('đặt vé', 'book tickets') },
  { path: '/order-refund', title: tr('Hoàn vé', 'Refunds'), description: tr('Yêu cầu hoàn vé.', 'Request a refund.'), keywords: tr('hoàn vé', 'refund') },
  { path: '/ticket-exchange', title: tr('Đổi vé', 'Ticket exchange'), description: tr('Đổi ngày tham quan.', 'Change your visit date.'), keywords: tr('đổi vé', 'exchange') },
  { path: '/checkout/ticket', title: tr('Thanh toán', 'Checkout'), description: tr('Thanh toán đơn hàng.', 'Pay for your order.'), keywords: tr('thanh toán', 'checkout') },
  { path: '/checkout/success', title: tr('Đặt vé thành công', 'Order confirmed'), description: tr('Vé QR của bạn.', 'Your QR tickets.'), keywords: tr('vé QR', 'QR ticket') },
  { path: '/checkout/cancel', title: tr('Đơn hàng đã hủy', 'Order cancelled'), description: tr('Thử lại hoặc quay về trang vé.', 'Try again or go back to tickets.'), keywords: tr('hủy đơn', 'cancelled') },
  { path: '/dashboard', title: tr('Tài khoản của tôi', 'My account'), description: tr('Hồ sơ, đơn hàng và vé.', 'Profile, orders and tickets.'), keywords: tr('tài khoản', 'account') },
  { path: '/auth/login', title: tr('Đăng nhập', 'Sign in'), description: tr('Đăng nhập tài khoản Mây Ngàn.', 'Sign in to your May Ngan account.'), keywords: tr('đăng nhập', 'sign in') },
  { path: '/auth/register', title: tr('Đăng ký', 'Register'), description: tr('Tạo tài khoản Mây Ngàn.', 'Create a May Ngan account.'), keywords: tr('đăng ký', 'register') },
];

/** Private pages are not indexed. */
export const NOINDEX_PATHS = new Set(['/checkout/ticket', '/checkout/success', '/checkout/cancel', '/dashboard', '/auth/login', '/auth/register', '/order-refund', '/ticket-exchange']);

export const seedFeatureFlags = [
  { key: 'enable_add_to_cart', enabled: true, description: 'Add-to-cart buttons on products (spec §7, default true)' },
  { key: 'enable_reviews', enabled: true, description: 'Review form on /reviews' },
  { key: 'enable_comments', enabled: true, description: 'Comment form on posts' },
  { key: 'enable_newsletter', enabled: true, description: 'Subscribe box in the article sidebar' },
  { key: 'enable_vnpay', enabled: true, description: 'VNPay payment method at checkout' },
  { key: 'show_promo_banner', enabled: false, description: 'Seasonal promotion banner on the home page' },
];
