/**
 * Helpers of the account specs: sign in through the form like a person, and buy a paid ticket
 * through the real checkout and the embedded VNPay sandbox (the commerce team's flow).
 */
import { expect, type Page } from '@playwright/test';
import { mutate, query } from '../../support/api';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Today in Vietnam, the only day a ticket bought now can be checked in. */
export function todayInVietnam(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
}

interface PaidTicket {
  orderCode: string;
  secret: string;
}

/**
 * Places a one-adult ticket order for today (as the signed-in person when `page` holds a token),
 * pays it on the sandbox gateway, and returns the order code and the ticket's QR secret.
 */
export async function buyPaidTicket(page: Page, contactEmail: string): Promise<PaidTicket> {
  const request = page.request;
  const [ticketType] = await query<{ slug: string }[]>(request, 'ticket.list');
  if (!ticketType) throw new Error('no ticket type seeded');
  // A fresh page (about:blank) has no storage: the buyer is then a guest.
  const token = page.url().startsWith('http') ? await page.evaluate(() => localStorage.getItem('accessToken')) : null;
  const { orderCode, redirectUrl } = await mutate<{ orderCode: string; redirectUrl?: string }>(
    request,
    'checkout.placeOrder',
    {
      items: [{ kind: 'ticket', ticketSlug: ticketType.slug, visitDate: todayInVietnam(), quantities: { adult: 1, child: 0, infant: 0 } }],
      contact: { fullName: 'Khách Kiểm Thử', phone: '0905123456', email: contactEmail },
      paymentMethod: 'vnpay',
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    token ? { Authorization: `Bearer ${token}` } : {},
  );
  if (!redirectUrl) throw new Error('vnpay order without a redirect URL');
  await page.goto(redirectUrl);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success/);
  const order = await query<{ tickets: { qrSecret: string }[] }>(request, 'order.byCode', { orderCode });
  const secret = order.tickets[0]?.qrSecret;
  if (!secret) throw new Error(`order ${orderCode} has no ticket after payment`);
  return { orderCode, secret };
}
