/**
 * A forgotten password end to end, in both languages: the sign-in page links to the forgot-password
 * page, which says the same for any email; the link of the mail the server filed in its outbox
 * opens the reset page in the mail's language, where a new password is set; the session signed in
 * with the old password ends, the new password signs in, and the spent link is refused.
 */
import { expect, test } from '@playwright/test';
import { en } from '../../../mfe-account/src/app/locales/en';
import { vi } from '../../../mfe-account/src/app/locales/vi';
import { mutate, query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';
import { mailedLink } from '../../support/outbox-mail';
import { signInWithForm } from './account-support';

const texts = { vi, en };
const refusals = {
  vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã được dùng. Vui lòng yêu cầu liên kết mới',
  en: 'This password reset link is invalid or already used. Please ask for a new link',
};

/** A field by the start of its label, which ends with the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const locale of ['vi', 'en'] as Locale[]) {
  test(`a forgotten password is reset from the mailed link (${locale}), ending the old sessions`, async ({ page, context, browser }) => {
    test.slow();
    const t = texts[locale];
    const email = `forgot-${locale}-${Date.now()}@e2e.test`;
    const oldPassword = `old password ${locale}`;
    const newPassword = `new password ${locale}`;
    await mutate(page.request, 'auth.register', { email, password: oldPassword, confirmPassword: oldPassword, firstName: 'Hoa' });
    const { accessToken } = await mutate<{ accessToken: string }>(page.request, 'auth.login', { email, password: oldPassword });

    await useLocale(context, locale);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: t.password.forgotLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.password.forgotTitle })).toBeVisible();
    await page.getByLabel(label(t.password.email)).fill(email);
    await page.getByRole('button', { name: t.password.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.password.sent.replace('{{email}}', email) })).toBeVisible();

    // The reader, in a browser of their own.
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    try {
      const link = await mailedLink(email, 'password-reset', '/auth/reset-password');
      expect(link).toContain(`lang=${locale}`);
      await reader.goto(link);
      await expect(reader.getByRole('heading', { level: 1, name: t.password.resetTitle })).toBeVisible();
      await reader.getByLabel(label(t.password.newPassword)).fill(newPassword);
      await reader.getByLabel(label(t.password.confirmPassword)).fill(newPassword);
      await reader.getByRole('button', { name: t.password.resetSubmit }).click();
      await expect(reader).toHaveURL(/\/auth\/login$/, { timeout: 30_000 });
      await expect(reader.getByText(t.password.resetDone)).toBeVisible();

      // The session signed in with the old password has ended.
      await expect(query(page.request, 'profile.getMyProfile', undefined, { Authorization: `Bearer ${accessToken}` })).rejects.toThrow();
      // The spent link is refused, in the mail's language.
      await reader.goto(link);
      await reader.getByLabel(label(t.password.newPassword)).fill('another password');
      await reader.getByLabel(label(t.password.confirmPassword)).fill('another password');
      await reader.getByRole('button', { name: t.password.resetSubmit }).click();
      await expect(reader.getByText(refusals[locale])).toBeVisible();
    } finally {
      await readerContext.close();
    }

    // The new password signs in through the form.
    await useLocale(context, 'vi');
    await signInWithForm(page, email, newPassword);
  });
}
