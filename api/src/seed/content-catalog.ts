/** Seed catalogue: ticket types, product categories, products, combos, services (vi + en). */
import type { Translatable } from '../db/schema';

export const media = (name: string) => `/seed-media/${name}.svg`;
const tr = (vi: string, en: string): Translatable => ({ vi, en });

export const seedTicketTypes = [
  {
    slug: 'cap-treo-khu-hoi',
    name: tr('Vé cáp treo khứ hồi', 'Cable car round trip'),
    summary: tr('Hành trình 25 phút vượt thung lũng, ngắm toàn cảnh dãy núi Mây Ngàn.', 'A 25-minute ride across the valley with panoramic views of the May Ngan range.'),
    description: tr(
      '<p>Cabin 8 chỗ đưa bạn từ ga Thung Lũng lên ga Đỉnh Mây ở độ cao 2.100 m. Trên đỉnh có đài quan sát, vườn hoa và lối mòn đến chùa Đá.</p><p>Vé có giá trị trong ngày tham quan, đi lại không giới hạn giữa hai ga.</p>',
      '<p>Eight-seat cabins carry you from Valley Station to Cloud Peak Station at 2,100 m. At the top you will find a viewing deck, flower gardens and a trail to the Stone Pagoda.</p><p>The ticket is valid on the visit day, with unlimited rides between the two stations.</p>',
    ),
    imageUrl: media('ticket-cable-car'),
    includes: [tr('Cáp treo khứ hồi', 'Round-trip cable car'), tr('Đài quan sát Đỉnh Mây', 'Cloud Peak viewing deck'), tr('Bảo hiểm du lịch', 'Travel insurance')],
    defaultDailyCapacity: 2000,
    labels: { featured: true },
    prices: { adult: 450_000, child: 300_000 },
    sortOrder: 1,
  },
  {
    slug: 'combo-cap-treo-buffet',
    name: tr('Combo cáp treo + buffet trưa', 'Cable car + lunch buffet combo'),
    summary: tr('Cáp treo khứ hồi kèm buffet hơn 60 món Á – Âu tại nhà hàng Đỉnh Mây.', 'Round-trip cable car plus a 60-dish Asian and European buffet at Cloud Peak Restaurant.'),
    description: tr(
      '<p>Lựa chọn được yêu thích nhất: lên đỉnh buổi sáng, dùng buffet trưa với đặc sản vùng cao như lẩu cá hồi, thịt lợn bản nướng, rau rừng.</p><p>Buffet phục vụ 11:00 – 14:00.</p>',
      '<p>Our most popular choice: ride up in the morning and enjoy a lunch buffet with highland specialities such as salmon hotpot, grilled local pork and forest greens.</p><p>Buffet served 11:00 – 14:00.</p>',
    ),
    imageUrl: media('ticket-combo-buffet'),
    includes: [tr('Cáp treo khứ hồi', 'Round-trip cable car'), tr('Buffet trưa 60+ món', 'Lunch buffet, 60+ dishes'), tr('Nước uống chào mừng', 'Welcome drink')],
    defaultDailyCapacity: 800,
    labels: { sale: true, discount: 15 },
    prices: { adult: 750_000, child: 500_000 },
    sortOrder: 2,
  },
  {
    slug: 'show-dem-huyen-thoai-may',
    name: tr('Show diễn đêm "Huyền thoại Mây"', 'Night show "Legend of the Clouds"'),
    summary: tr('Nhạc nước, ánh sáng và múa dân tộc trên hồ Vọng Nguyệt lúc 19:30.', 'Water music, light and ethnic dance on Moon Lake at 19:30.'),
    description: tr(
      '<p>60 phút trình diễn kể lại truyền thuyết nàng Mây với hơn 80 diễn viên, màn nước 3D và pháo hoa.</p><p>Mở cửa 19:00, bắt đầu 19:30 mỗi tối (trừ thứ Hai).</p>',
      '<p>A 60-minute show retelling the legend of the Cloud Maiden with more than 80 performers, 3D water screens and fireworks.</p><p>Doors open 19:00, show starts 19:30 every evening except Monday.</p>',
    ),
    imageUrl: media('ticket-night-show'),
    includes: [tr('Ghế ngồi khu B', 'Zone B seat'), tr('Nước uống', 'Drink')],
    defaultDailyCapacity: 1200,
    labels: { new: true },
    prices: { adult: 350_000, child: 200_000 },
    sortOrder: 3,
  },
  {
    slug: 've-tron-goi-ca-ngay',
    name: tr('Vé trọn gói cả ngày', 'All-day pass'),
    summary: tr('Cáp treo, buffet trưa, tàu hỏa leo núi và show diễn đêm trong một vé.', 'Cable car, lunch buffet, mountain train and night show in one ticket.'),
    description: tr(
      '<p>Trải nghiệm trọn vẹn khu du lịch trong một ngày với mức giá tiết kiệm nhất.</p>',
      '<p>Experience the whole resort in one day at the best price.</p>',
    ),
    imageUrl: media('ticket-all-day'),
    includes: [tr('Cáp treo khứ hồi', 'Round-trip cable car'), tr('Buffet trưa', 'Lunch buffet'), tr('Tàu hỏa leo núi', 'Mountain train'), tr('Show diễn đêm', 'Night show')],
    defaultDailyCapacity: 500,
    labels: { featured: true, discount: 20 },
    prices: { adult: 1_150_000, child: 780_000 },
    sortOrder: 4,
  },
  {
    slug: 'tau-hoa-leo-nui',
    name: tr('Tàu hỏa leo núi', 'Mountain train'),
    summary: tr('Tàu răng cưa chạy xuyên rừng thông từ ga Trung Tâm đến ga Thung Lũng.', 'A rack railway through the pine forest from Central Station to Valley Station.'),
    description: tr('<p>Hành trình 2 km qua rừng thông và ruộng bậc thang, 15 phút mỗi chiều.</p>', '<p>A 2 km journey past pine forest and rice terraces, 15 minutes each way.</p>'),
    imageUrl: media('ticket-mountain-train'),
    includes: [tr('Tàu hỏa khứ hồi', 'Round-trip train')],
    defaultDailyCapacity: 1500,
    labels: {},
    prices: { adult: 150_000, child: 100_000 },
    sortOrder: 5,
  },
];

export const audienceLabels = {
  adult: tr('Người lớn (cao từ 1,4 m)', 'Adult (1.4 m and taller)'),
  child: tr('Trẻ em (1 m – dưới 1,4 m)', 'Child (1 m to under 1.4 m)'),
  infant: tr('Trẻ dưới 3 tuổi (miễn phí)', 'Under 3 years (free)'),
};

export const seedCategories = [
  { slug: 'qua-luu-niem', name: tr('Quà lưu niệm', 'Souvenirs'), description: tr('Kỷ niệm chuyến đi lên đỉnh Mây Ngàn.', 'Keepsakes from your trip to May Ngan peak.'), imageUrl: media('cat-souvenirs'), sortOrder: 1 },
  { slug: 'dac-san-vung-cao', name: tr('Đặc sản vùng cao', 'Highland specialities'), description: tr('Trà, mật ong, hạt dẻ và thảo dược của người dân bản địa.', 'Tea, honey, chestnuts and herbs from local growers.'), imageUrl: media('cat-local-food'), sortOrder: 2 },
  { slug: 'do-thu-cong', name: tr('Đồ thủ công', 'Handicrafts'), description: tr('Thổ cẩm, bạc chạm và mây tre đan làm thủ công.', 'Hand-made brocade, engraved silver and rattan work.'), imageUrl: media('cat-handicrafts'), sortOrder: 3 },
  { slug: 'thoi-trang', name: tr('Thời trang', 'Apparel'), description: tr('Áo, mũ và khăn in họa tiết Mây Ngàn.', 'Shirts, hats and scarves with May Ngan patterns.'), imageUrl: media('cat-apparel'), sortOrder: 4 },
  { slug: 'do-du-lich', name: tr('Đồ du lịch', 'Travel gear'), description: tr('Áo mưa, bình giữ nhiệt và phụ kiện leo núi.', 'Rain ponchos, flasks and hiking accessories.'), imageUrl: media('cat-travel-gear'), sortOrder: 5 },
];

type Variant = { sku: string; name: Translatable; options: Record<string, Translatable>; price: number; stock: number };
const sizes = (prefix: string, price: number): Variant[] =>
  (['S', 'M', 'L', 'XL'] as const).map((size, i) => ({ sku: `${prefix}-${size}`, name: tr(`Cỡ ${size}`, `Size ${size}`), options: { size: tr(size, size) }, price, stock: 40 - i * 5 }));
const weights = (prefix: string, list: [string, number][]): Variant[] =>
  list.map(([grams, price]) => ({ sku: `${prefix}-${grams}`, name: tr(`Gói ${grams} g`, `${grams} g pack`), options: { weight: tr(`${grams} g`, `${grams} g`) }, price, stock: 60 }));
const colours = (prefix: string, price: number, list: [string, string, string][]): Variant[] =>
  list.map(([code, vi, en]) => ({ sku: `${prefix}-${code}`, name: tr(vi, en), options: { color: tr(vi, en) }, price, stock: 25 }));
const spec = (nameVi: string, nameEn: string, valueVi: string, valueEn: string) => ({ name: tr(nameVi, nameEn), value: tr(valueVi, valueEn) });

export const seedProducts = [
  {
    slug: 'mo-hinh-cabin-cap-treo', category: 'qua-luu-niem', name: tr('Mô hình cabin cáp treo', 'Cable car cabin model'),
    summary: tr('Mô hình kim loại tỉ lệ 1:50, sơn tay màu vàng đặc trưng.', 'Die-cast 1:50 model, hand-painted in our signature yellow.'),
    description: tr('<p>Mô hình cabin 8 chỗ với cửa mở được, đế gỗ thông khắc tên Mây Ngàn.</p>', '<p>Eight-seat cabin model with opening doors on a pine base engraved with "May Ngan".</p>'),
    price: 320_000, compareAtPrice: 380_000, isFeatured: true, isNew: false,
    specifications: [spec('Chất liệu', 'Material', 'Hợp kim kẽm, gỗ thông', 'Zinc alloy, pine wood'), spec('Kích thước', 'Size', '12 × 8 × 10 cm', '12 × 8 × 10 cm'), spec('Bảo hành', 'Warranty', '12 tháng', '12 months')],
    variants: colours('MODEL', 320_000, [['YEL', 'Vàng', 'Yellow'], ['RED', 'Đỏ', 'Red'], ['BLU', 'Xanh', 'Blue']]),
    videoUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
  },
  {
    slug: 'moc-khoa-dinh-may', category: 'qua-luu-niem', name: tr('Móc khóa Đỉnh Mây', 'Cloud Peak keyring'),
    summary: tr('Móc khóa đồng khắc hình đỉnh núi và cabin.', 'Brass keyring engraved with the peak and a cabin.'),
    description: tr('<p>Quà tặng nhỏ gọn, có hộp giấy kraft.</p>', '<p>A small gift that comes in a kraft paper box.</p>'),
    price: 60_000, compareAtPrice: null, isFeatured: false, isNew: true,
    specifications: [spec('Chất liệu', 'Material', 'Đồng thau', 'Brass')],
    variants: colours('KEY', 60_000, [['GOLD', 'Vàng đồng', 'Brass'], ['SILV', 'Bạc', 'Silver']]),
  },
  {
    slug: 'bo-buu-thiep-may-ngan', category: 'qua-luu-niem', name: tr('Bộ bưu thiếp Mây Ngàn', 'May Ngan postcard set'),
    summary: tr('12 bưu thiếp minh họa bốn mùa trên núi.', '12 illustrated postcards of the four mountain seasons.'),
    description: tr('<p>In trên giấy mỹ thuật 300 gsm, có thể gửi từ bưu cục trên đỉnh.</p>', '<p>Printed on 300 gsm art paper; post them from the peak post office.</p>'),
    price: 90_000, compareAtPrice: null, isFeatured: false, isNew: false,
    specifications: [spec('Số lượng', 'Count', '12 tấm', '12 cards')],
    variants: [{ sku: 'POST-12', name: tr('Bộ 12 tấm', 'Set of 12'), options: {}, price: 90_000, stock: 100 }],
  },
  {
    slug: 'tra-shan-tuyet-co-thu', category: 'dac-san-vung-cao', name: tr('Trà Shan tuyết cổ thụ', 'Ancient Shan Tuyet tea'),
    summary: tr('Trà từ cây chè cổ thụ trên 300 năm tuổi, hái thủ công.', 'Hand-picked tea from tea trees over 300 years old.'),
    description: tr('<p>Búp trà phủ lông tơ trắng như tuyết, vị ngọt hậu, hương thơm dịu.</p>', '<p>Buds covered in snow-white down, with a sweet aftertaste and gentle aroma.</p>'),
    price: 180_000, compareAtPrice: null, isFeatured: true, isNew: false,
    specifications: [spec('Xuất xứ', 'Origin', 'Bản Mây, độ cao 1.600 m', 'Ban May village, 1,600 m'), spec('Hạn dùng', 'Best before', '18 tháng', '18 months')],
    variants: weights('TEA', [['100', 180_000], ['250', 420_000], ['500', 790_000]]),
    videoUrl: 'https://www.youtube.com/embed/ScMzIvxBSi4',
  },
  {
    slug: 'mat-ong-hoa-ban', category: 'dac-san-vung-cao', name: tr('Mật ong hoa ban', 'Bauhinia flower honey'),
    summary: tr('Mật ong nguyên chất từ mùa hoa ban tháng Ba.', 'Pure honey from the March bauhinia bloom.'),
    description: tr('<p>Không pha trộn, kiểm định độ ẩm dưới 20%.</p>', '<p>Unblended, tested below 20% moisture.</p>'),
    price: 250_000, compareAtPrice: 290_000, isFeatured: false, isNew: false,
    specifications: [spec('Dung tích', 'Volume', '500 ml', '500 ml')],
    variants: [{ sku: 'HONEY-500', name: tr('Chai 500 ml', '500 ml bottle'), options: {}, price: 250_000, stock: 45 }, { sku: 'HONEY-1000', name: tr('Chai 1 lít', '1 litre bottle'), options: {}, price: 460_000, stock: 20 }],
  },
  {
    slug: 'hat-de-rang-cui', category: 'dac-san-vung-cao', name: tr('Hạt dẻ rang củi', 'Wood-roasted chestnuts'),
    summary: tr('Hạt dẻ rừng rang bằng củi, bùi và thơm.', 'Forest chestnuts roasted over wood fire, nutty and fragrant.'),
    description: tr('<p>Đóng gói hút chân không, ăn ngay.</p>', '<p>Vacuum-packed, ready to eat.</p>'),
    price: 120_000, compareAtPrice: null, isFeatured: false, isNew: true,
    specifications: [spec('Bảo quản', 'Storage', 'Nơi khô ráo', 'Keep dry')],
    variants: weights('CHEST', [['300', 120_000], ['500', 190_000]]),
  },
  {
    slug: 'thao-duoc-tam-la-thuoc', category: 'dac-san-vung-cao', name: tr('Thảo dược tắm lá thuốc', 'Herbal bath leaves'),
    summary: tr('Bài thuốc tắm của người Dao đỏ, giúp thư giãn sau chuyến leo núi.', 'A Red Dao herbal bath recipe to relax after a day on the mountain.'),
    description: tr('<p>Hơn 20 loại lá rừng phơi khô.</p>', '<p>More than 20 kinds of dried forest leaves.</p>'),
    price: 85_000, compareAtPrice: null, isFeatured: false, isNew: false,
    specifications: [spec('Số lần dùng', 'Uses', '5 lần tắm', '5 baths')],
    variants: [{ sku: 'HERB-5', name: tr('Túi 5 lần tắm', 'Pack of 5 baths'), options: {}, price: 85_000, stock: 70 }],
  },
  {
    slug: 'khan-tho-cam', category: 'do-thu-cong', name: tr('Khăn thổ cẩm', 'Brocade scarf'),
    summary: tr('Khăn dệt tay của phụ nữ H\'Mông, nhuộm chàm tự nhiên.', 'Hand-woven by H\'Mong women, dyed with natural indigo.'),
    description: tr('<p>Mỗi chiếc khăn mất khoảng 2 tuần để hoàn thành.</p>', '<p>Each scarf takes about two weeks to finish.</p>'),
    price: 280_000, compareAtPrice: null, isFeatured: true, isNew: false,
    specifications: [spec('Chất liệu', 'Material', 'Sợi lanh', 'Hemp'), spec('Kích thước', 'Size', '180 × 40 cm', '180 × 40 cm')],
    variants: colours('SCARF', 280_000, [['IND', 'Chàm', 'Indigo'], ['RED', 'Đỏ son', 'Vermilion']]),
  },
  {
    slug: 'vong-bac-cham', category: 'do-thu-cong', name: tr('Vòng bạc chạm hoa văn', 'Engraved silver bracelet'),
    summary: tr('Vòng bạc chạm tay họa tiết mây và hoa ban.', 'Hand-engraved silver bracelet with cloud and bauhinia motifs.'),
    description: tr('<p>Bạc 92,5%, có giấy kiểm định.</p>', '<p>92.5% sterling silver with certificate.</p>'),
    price: 650_000, compareAtPrice: 720_000, isFeatured: false, isNew: false,
    specifications: [spec('Chất liệu', 'Material', 'Bạc 925', '925 silver'), spec('Bảo hành', 'Warranty', '12 tháng', '12 months')],
    variants: (['16', '18', '20'] as const).map((size) => ({ sku: `SILV-${size}`, name: tr(`Vòng ${size} cm`, `${size} cm`), options: { size: tr(`${size} cm`, `${size} cm`) }, price: 650_000, stock: 10 })),
  },
  {
    slug: 'gio-may-tre-dan', category: 'do-thu-cong', name: tr('Giỏ mây tre đan', 'Woven rattan basket'),
    summary: tr('Giỏ đeo lưng truyền thống, thu nhỏ làm đồ trang trí.', 'A miniature of the traditional back basket, for decoration.'),
    description: tr('<p>Đan tay từ mây rừng.</p>', '<p>Hand-woven from forest rattan.</p>'),
    price: 150_000, compareAtPrice: null, isFeatured: false, isNew: false,
    specifications: [spec('Chiều cao', 'Height', '25 cm', '25 cm')],
    variants: [{ sku: 'BASKET-25', name: tr('Cao 25 cm', '25 cm tall'), options: {}, price: 150_000, stock: 30 }],
  },
  {
    slug: 'ao-thun-may-ngan', category: 'thoi-trang', name: tr('Áo thun Mây Ngàn', 'May Ngan T-shirt'),
    summary: tr('Áo cotton in hình cabin vàng giữa mây.', 'Cotton tee printed with a yellow cabin in the clouds.'),
    description: tr('<p>100% cotton, in lụa bền màu.</p>', '<p>100% cotton, colourfast screen print.</p>'),
    price: 220_000, compareAtPrice: null, isFeatured: true, isNew: true,
    specifications: [spec('Chất liệu', 'Material', '100% cotton', '100% cotton')],
    variants: sizes('TEE', 220_000),
  },
  {
    slug: 'mu-len-tho-cam', category: 'thoi-trang', name: tr('Mũ len viền thổ cẩm', 'Wool beanie with brocade trim'),
    summary: tr('Giữ ấm khi lên đỉnh, nhiệt độ có thể xuống 5 °C.', 'Stay warm at the peak, where it can drop to 5 °C.'),
    description: tr('<p>Len lông cừu pha, viền thổ cẩm thủ công.</p>', '<p>Wool blend with hand-made brocade trim.</p>'),
    price: 160_000, compareAtPrice: 190_000, isFeatured: false, isNew: false,
    specifications: [spec('Chất liệu', 'Material', 'Len pha', 'Wool blend')],
    variants: colours('BEANIE', 160_000, [['GRY', 'Xám', 'Grey'], ['NVY', 'Xanh đậm', 'Navy'], ['MUS', 'Vàng mù tạt', 'Mustard']]),
  },
  {
    slug: 'ao-mua-du-lich', category: 'do-du-lich', name: tr('Áo mưa du lịch', 'Travel rain poncho'),
    summary: tr('Áo mưa gấp gọn, thời tiết trên núi thay đổi nhanh.', 'A packable poncho: mountain weather changes fast.'),
    description: tr('<p>Chống thấm, có túi đựng.</p>', '<p>Waterproof, with carry pouch.</p>'),
    price: 70_000, compareAtPrice: null, isFeatured: false, isNew: false,
    specifications: [spec('Trọng lượng', 'Weight', '180 g', '180 g')],
    variants: colours('PONCHO', 70_000, [['YEL', 'Vàng', 'Yellow'], ['CLR', 'Trong suốt', 'Clear']]),
  },
  {
    slug: 'binh-giu-nhiet-dinh-may', category: 'do-du-lich', name: tr('Bình giữ nhiệt Đỉnh Mây', 'Cloud Peak vacuum flask'),
    summary: tr('Giữ trà nóng 12 giờ trong chuyến đi.', 'Keeps tea hot for 12 hours on your trip.'),
    description: tr('<p>Thép không gỉ 304, dung tích 500 ml.</p>', '<p>304 stainless steel, 500 ml.</p>'),
    price: 290_000, compareAtPrice: null, isFeatured: false, isNew: true,
    specifications: [spec('Dung tích', 'Volume', '500 ml', '500 ml'), spec('Bảo hành', 'Warranty', '12 tháng', '12 months')],
    variants: colours('FLASK', 290_000, [['BLK', 'Đen', 'Black'], ['YEL', 'Vàng', 'Yellow']]),
  },
  {
    slug: 'gay-leo-nui-gap', category: 'do-du-lich', name: tr('Gậy leo núi gấp gọn', 'Folding trekking pole'),
    summary: tr('Hợp kim nhôm, gấp 4 khúc, phù hợp lối mòn lên chùa Đá.', 'Aluminium, folds in four; ideal for the Stone Pagoda trail.'),
    description: tr('<p>Điều chỉnh 110 – 130 cm.</p>', '<p>Adjustable from 110 to 130 cm.</p>'),
    price: 340_000, compareAtPrice: null, isFeatured: false, isNew: false,
    specifications: [spec('Trọng lượng', 'Weight', '260 g', '260 g')],
    variants: [{ sku: 'POLE-1', name: tr('Một chiếc', 'Single pole'), options: {}, price: 340_000, stock: 15 }, { sku: 'POLE-2', name: tr('Một đôi', 'Pair'), options: {}, price: 620_000, stock: 10 }],
  },
].map((product, index) => ({ ...product, imageUrl: media(`product-${product.slug}`), sortOrder: index + 1, videoUrl: 'videoUrl' in product ? product.videoUrl : null }));

/** [product, related…] and [product, cross-sell…] by slug. */
export const seedRelated: [string, string[]][] = [
  ['mo-hinh-cabin-cap-treo', ['moc-khoa-dinh-may', 'bo-buu-thiep-may-ngan', 'ao-thun-may-ngan']],
  ['tra-shan-tuyet-co-thu', ['mat-ong-hoa-ban', 'hat-de-rang-cui']],
  ['khan-tho-cam', ['vong-bac-cham', 'gio-may-tre-dan', 'mu-len-tho-cam']],
  ['ao-thun-may-ngan', ['mu-len-tho-cam', 'mo-hinh-cabin-cap-treo']],
  ['ao-mua-du-lich', ['binh-giu-nhiet-dinh-may', 'gay-leo-nui-gap']],
];
export const seedCrossSell: [string, string[]][] = [
  ['tra-shan-tuyet-co-thu', ['binh-giu-nhiet-dinh-may']],
  ['mu-len-tho-cam', ['khan-tho-cam', 'ao-mua-du-lich']],
  ['gay-leo-nui-gap', ['ao-mua-du-lich', 'binh-giu-nhiet-dinh-may']],
  ['mo-hinh-cabin-cap-treo', ['binh-giu-nhiet-dinh-may']],
];

export const seedCombos = [
  {
    slug: 'combo-qua-tang-dinh-may', name: tr('Combo quà tặng Đỉnh Mây', 'Cloud Peak gift set'),
    description: tr('Trà Shan tuyết, mật ong hoa ban và bình giữ nhiệt trong hộp quà.', 'Shan Tuyet tea, bauhinia honey and a vacuum flask in a gift box.'),
    items: [['tra-shan-tuyet-co-thu', 1], ['mat-ong-hoa-ban', 1], ['binh-giu-nhiet-dinh-may', 1]] as [string, number][],
    price: 599_000, saleDays: 30, imageUrl: media('combo-gift-set'),
  },
  {
    slug: 'combo-nha-leo-nui', name: tr('Combo nhà leo núi', 'Trekker set'),
    description: tr('Gậy leo núi, áo mưa và mũ len cho lối mòn chùa Đá.', 'Trekking pole, poncho and beanie for the Stone Pagoda trail.'),
    items: [['gay-leo-nui-gap', 1], ['ao-mua-du-lich', 1], ['mu-len-tho-cam', 1]] as [string, number][],
    price: 499_000, saleDays: 14, imageUrl: media('combo-trekker'),
  },
  {
    slug: 'combo-ky-niem-gia-dinh', name: tr('Combo kỷ niệm gia đình', 'Family keepsake set'),
    description: tr('Mô hình cabin, 2 móc khóa và bộ bưu thiếp.', 'Cabin model, two keyrings and a postcard set.'),
    items: [['mo-hinh-cabin-cap-treo', 1], ['moc-khoa-dinh-may', 2], ['bo-buu-thiep-may-ngan', 1]] as [string, number][],
    price: 469_000, saleDays: 45, imageUrl: media('combo-family'),
  },
];

export const seedServices = [
  {
    slug: 'nha-hang-dinh-may', serviceType: 'restaurant', name: tr('Nhà hàng Đỉnh Mây', 'Cloud Peak Restaurant'),
    summary: tr('Nhà hàng 500 chỗ với tầm nhìn 360° ở độ cao 2.100 m.', 'A 500-seat restaurant with 360° views at 2,100 m.'),
    description: tr('<p>Phục vụ buffet trưa, gọi món và tiệc đoàn. Đặc sản: lẩu cá hồi, gà đồi nướng, xôi ngũ sắc.</p>', '<p>Lunch buffet, à la carte and group banquets. Specialities: salmon hotpot, grilled hill chicken, five-colour sticky rice.</p>'),
    priceFrom: 250_000, duration: tr('11:00 – 20:00', '11:00 – 20:00'),
    features: [tr('Tầm nhìn toàn cảnh', 'Panoramic views'), tr('Thực đơn chay', 'Vegetarian menu'), tr('Phòng riêng cho đoàn', 'Private rooms for groups')],
  },
  {
    slug: 'tour-ban-lang-va-ruong-bac-thang', serviceType: 'tour', name: tr('Tour bản làng và ruộng bậc thang', 'Village and rice terrace tour'),
    summary: tr('Đi bộ 3 giờ cùng hướng dẫn viên người địa phương.', 'A 3-hour walk with a local guide.'),
    description: tr('<p>Thăm bản Mây, tìm hiểu nghề dệt thổ cẩm và thưởng thức trà cùng gia đình người H\'Mông.</p>', '<p>Visit Ban May village, learn about brocade weaving and share tea with a H\'Mong family.</p>'),
    priceFrom: 390_000, duration: tr('3 giờ', '3 hours'),
    features: [tr('Hướng dẫn viên bản địa', 'Local guide'), tr('Nhóm tối đa 12 người', 'Groups of up to 12'), tr('Trà và bánh', 'Tea and snacks')],
  },
  {
    slug: 'show-huyen-thoai-may', serviceType: 'show', name: tr('Show "Huyền thoại Mây"', '"Legend of the Clouds" show'),
    summary: tr('Show thực cảnh trên hồ Vọng Nguyệt mỗi tối.', 'A live show on Moon Lake every evening.'),
    description: tr('<p>Nhạc nước, ánh sáng laser và 80 diễn viên.</p>', '<p>Water music, lasers and 80 performers.</p>'),
    priceFrom: 350_000, duration: tr('60 phút', '60 minutes'),
    features: [tr('Pháo hoa cuối tuần', 'Weekend fireworks'), tr('Phụ đề tiếng Anh', 'English subtitles')],
  },
  {
    slug: 'khach-san-may-ngan-lodge', serviceType: 'hotel', name: tr('Khách sạn Mây Ngàn Lodge', 'May Ngan Lodge hotel'),
    summary: tr('48 phòng gỗ thông nhìn ra thung lũng, cách ga cáp treo 200 m.', '48 pine-wood rooms overlooking the valley, 200 m from the cable car station.'),
    description: tr('<p>Bao gồm bữa sáng và vé cáp treo ưu tiên buổi sáng.</p>', '<p>Includes breakfast and priority morning cable car boarding.</p>'),
    priceFrom: 1_800_000, duration: tr('Mỗi đêm', 'Per night'),
    features: [tr('Bữa sáng', 'Breakfast'), tr('Lò sưởi', 'Fireplace'), tr('Đón tại ga', 'Station pick-up')],
  },
  {
    slug: 'chup-anh-cuoi-tren-may', serviceType: 'other', name: tr('Chụp ảnh cưới trên mây', 'Wedding photos above the clouds'),
    summary: tr('Gói chụp ảnh cưới lúc bình minh trên Đỉnh Mây.', 'Sunrise wedding photo package at Cloud Peak.'),
    description: tr('<p>Bao gồm nhiếp ảnh gia, cabin riêng và trang điểm.</p>', '<p>Includes a photographer, a private cabin and make-up.</p>'),
    priceFrom: 6_500_000, duration: tr('4 giờ', '4 hours'),
    features: [tr('Cabin riêng', 'Private cabin'), tr('100 ảnh chỉnh sửa', '100 edited photos')],
  },
  {
    slug: 'to-chuc-su-kien-doan', serviceType: 'other', name: tr('Tổ chức sự kiện và đoàn', 'Group events'),
    summary: tr('Team building, hội nghị và tiệc cho đoàn từ 30 khách.', 'Team building, meetings and banquets for groups of 30 or more.'),
    description: tr('<p>Hội trường 300 chỗ, âm thanh ánh sáng và thực đơn theo yêu cầu.</p>', '<p>A 300-seat hall, sound and light, and custom menus.</p>'),
    priceFrom: null, duration: null,
    features: [tr('Báo giá trong 24 giờ', 'Quote within 24 hours'), tr('Điều phối viên riêng', 'Dedicated coordinator')],
  },
  {
    slug: 'cho-thue-do-am-va-xe-lan', serviceType: 'other', name: tr('Cho thuê đồ ấm và xe lăn', 'Warm clothes and wheelchair rental'),
    summary: tr('Áo khoác, ô và xe lăn tại ga Thung Lũng.', 'Coats, umbrellas and wheelchairs at Valley Station.'),
    description: tr('<p>Xe lăn miễn phí cho người cao tuổi và người khuyết tật.</p>', '<p>Wheelchairs are free for older visitors and visitors with disabilities.</p>'),
    priceFrom: 50_000, duration: tr('Theo ngày', 'Per day'),
    features: [tr('Xe lăn miễn phí', 'Free wheelchairs')],
  },
].map((service, index) => ({ ...service, imageUrl: media(`service-${service.slug}`), sortOrder: index + 1 }));
