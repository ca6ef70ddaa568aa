import { findRoute, pathFor, routeTable } from '@storefront/shared/routes/route-table';

// Every alias of spec §2, plus recruitment and news, with the page it must show.
const aliases: Array<[path: string, id: string]> = [
  ['/', 'home'],
  ['/map', 'map'],
  ['/menu', 'menu'], ['/thuc-don', 'menu'],
  ['/about', 'about'], ['/gioi-thieu', 'about'],
  ['/contact', 'contact'], ['/lien-he', 'contact'],
  ['/gallery', 'gallery'], ['/thu-vien-hinh-anh', 'gallery'],
  ['/reviews', 'reviews'],
  ['/recruitment', 'recruitment'], ['/tuyen-dung', 'recruitment'],
  ['/news', 'news'], ['/tin-tuc', 'news'],
  ['/posts', 'postList'], ['/bai-viet', 'postList'],
  ['/posts/cap-treo-mua-he', 'postDetail'], ['/bai-viet/cap-treo-mua-he', 'postDetail'],
  ['/products', 'productList'], ['/san-pham', 'productList'],
  ['/products/mu-len', 'productDetail'], ['/san-pham/mu-len', 'productDetail'],
  ['/services', 'serviceList'], ['/dich-vu', 'serviceList'],
  ['/services/spa', 'serviceDetail'], ['/dich-vu/spa', 'serviceDetail'],
  ['/categories', 'categoryList'], ['/danh-muc-san-pham', 'categoryList'],
  ['/categories/qua-tang', 'categoryDetail'], ['/danh-muc-san-pham/qua-tang', 'categoryDetail'],
  ['/tickets', 'ticketList'],
  ['/tickets/ve-khu-du-lich', 'ticketDetail'],
  ['/ticket-pricing', 'ticketPricing'], ['/bang-gia-ve', 'ticketPricing'],
  ['/order-ticket', 'orderTicket'], ['/dat-ve', 'orderTicket'],
  ['/order-refund', 'orderRefund'],
  ['/ticket-exchange', 'ticketExchange'],
  ['/checkout/ticket', 'checkout'],
  ['/checkout/success', 'checkoutSuccess'],
  ['/checkout/cancel', 'checkoutCancel'],
  ['/dashboard', 'dashboard'],
  ['/auth/login', 'login'],
  ['/auth/register', 'register'],
];

describe('route table', () => {
  it.each(aliases)('%s shows the %s page', (path, id) => {
    expect(findRoute(path)?.id).toBe(id);
  });

  it("gives the dashboard its sections, as the shell's router does", () => {
    expect(findRoute('/dashboard/check-in')?.id).toBe('dashboard');
    expect(findRoute('/dashboard/orders/')?.id).toBe('dashboard');
  });

  it('ignores a trailing slash', () => {
    expect(findRoute('/san-pham/')?.id).toBe('productList');
  });

  it('has no page for unknown paths, a missing slug or extra segments', () => {
    expect(findRoute('/khong-ton-tai')).toBeUndefined();
    expect(findRoute('/products/a/b')).toBeUndefined();
    expect(findRoute('/dashboardx')).toBeUndefined();
    expect(findRoute('/checkout')).toBeUndefined();
  });

  it('uses the spec layouts and access rules', () => {
    expect(findRoute('/auth/login')).toMatchObject({ layout: 'auth', access: 'guest' });
    expect(findRoute('/auth/register')).toMatchObject({ layout: 'auth' });
    expect(findRoute('/dashboard')).toMatchObject({ layout: 'profile', access: 'signedIn' });
    expect(findRoute('/san-pham')).toMatchObject({ layout: 'default', remote: 'commerce' });
  });

  it('gives every route id once, each path to one route only', () => {
    const ids = routeTable.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = routeTable.flatMap((route) => route.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('links to the alias of the locale with params filled in', () => {
    expect(pathFor('productDetail', 'vi', { slug: 'mũ len' })).toBe('/san-pham/m%C5%A9%20len');
    expect(pathFor('productDetail', 'en', { slug: 'hat' })).toBe('/products/hat');
    expect(pathFor('ticketList', 'vi')).toBe('/tickets');
  });
});

