/**
 * Helpers of the account specs: sign in, and buy a paid ticket
 * through the real checkout and the embedded VNPay sandbox (the commerce team's flow).
 */
import { expect, type Page } from '@playwright/test';
import { query } from '../../support/api';
import { signInAs } from '../../support/staff';
import { placeTicketOrder, vietnamDate } from '../../support/purchase';

/** Opens the site signed in as the account (one session per account and worker, see support/staff). */
export function signIn(page: Page, email: string, password: string): Promise<void> {
  return signInAs(page, { email, password });
}

/** Signs in through the form, as a person does: for the specs of signing in and out themselves. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  // The password check (scrypt, 128 MiB) takes seconds on a machine busy with parallel tests.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

interface PaidTicket {
  orderCode: string;
  /** The QR secret of the order's first ticket. */
  secret: string;
  secrets: string[];
}

/**
 * Places a ticket order, by default for one adult today (the only day a ticket bought now can be
 * checked in online), as the signed-in person when `page` holds a token; pays it on the sandbox
 * gateway, and returns the order code and the tickets' QR secrets.
 */
export async function buyPaidTicket(page: Page, contactEmail: string, options: { visitDate?: string; adults?: number } = {}): Promise<PaidTicket> {
  const request = page.request;
  // A fresh page (about:blank) has no storage: the buyer is then a guest.
  const token = page.url().startsWith('http') ? await page.evaluate(() => localStorage.getItem('accessToken')) : null;
  const visitDate = options.visitDate ?? vietnamDate(0);
  const { orderCode, redirectUrl } = await placeTicketOrder(request, { visitDate, paymentMethod: 'vnpay', email: contactEmail, token, adults: options.adults });
  if (!redirectUrl) throw new Error('vnpay order without a redirect URL');
  await page.goto(redirectUrl);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success/);
  const order = await query<{ tickets: { qrSecret: string }[] }>(request, 'order.byCode', { orderCode, contactEmailOrPhone: '0905123456' });
  const secrets = order.tickets.map((ticket) => ticket.qrSecret);
  if (!secrets[0]) throw new Error(`order ${orderCode} has no ticket after payment`);
  return { orderCode, secret: secrets[0], secrets };
}
