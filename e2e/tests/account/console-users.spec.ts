/**
 * The admins' Users area end to end, in both languages: an admin invites an email as editor in
 * the invitee's language; the link of the mail the server filed in its outbox opens the account
 * remote's invitation page in that language, where the invitee sets a password and is signed in
 * as editor, seeing only the sections an editor may use. The admin then disables the account and
 * its session stops working on the next request.
 */
import { expect, test, type Page } from '@playwright/test';
import { mayUse } from '../../../shared/src/contracts/staff-roles';
import { publishedDashboardSections } from '../../support/published-site';
import { en } from '../../../mfe-account/src/app/locales/en';
import { vi } from '../../../mfe-account/src/app/locales/vi';
import { invitationLink } from '../../support/invitation-mail';
import { useLocale, type Locale } from '../../support/locale';
import { admin } from '../../support/staff';
import { signIn } from './account-support';

const texts = { vi, en };

const sectionLabel = (id: string, locale: Locale) => {
  const section = publishedDashboardSections().find((candidate) => candidate.id === id);
  if (!section) throw new Error(`The built site has no dashboard section ${id}`);
  return section.label[locale];
};

/** A field by the start of its label, which ends with the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

for (const locale of ['vi', 'en'] as Locale[]) {
  test(`an admin invites an editor (${locale}); the editor sets a password from the mailed link, sees only an editor's sections, and is shut out once disabled`, async ({ page, context, browser }) => {
    test.slow();
    const t = texts[locale];
    const email = `invited-editor-${locale}-${Date.now()}@e2e.test`;
    const password = `editor password ${locale}`;

    await signIn(page, admin.email, admin.password);
    await useLocale(context, locale);
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { level: 1, name: sectionLabel('users', locale) })).toBeVisible();
    const form = page.getByRole('form', { name: t.users.inviteTitle });
    await form.getByLabel(label(t.users.email)).fill(email);
    await form.getByLabel(label(t.users.role)).selectOption({ label: t.users.roles.editor });
    await form.getByLabel(label(t.users.language)).selectOption({ label: t.users.languages[locale] });
    await form.getByRole('button', { name: t.users.invite }).click();
    await expect(page.getByText(t.users.invited.replace('{{email}}', email))).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: email })).toBeVisible();

    // The invitee, in a browser of their own that has never been here.
    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    try {
      const link = await invitationLink(email);
      expect(link).toContain(`lang=${locale}`);
      await invitee.goto(link);
      await expect(invitee.getByRole('heading', { level: 1, name: t.invitation.title })).toBeVisible();
      await expect(invitee.getByText(t.invitation.invitedAs.replace('{{email}}', email).replace('{{role}}', t.users.roles.editor))).toBeVisible();
      await invitee.getByLabel(label(t.invitation.firstName)).fill('Mai');
      await invitee.getByLabel(label(t.invitation.password)).fill(password);
      await invitee.getByLabel(label(t.invitation.confirmPassword)).fill(password);
      await invitee.getByRole('button', { name: t.invitation.submit }).click();

      // Signed in as the editor, on the dashboard, with only the sections an editor may use.
      await expect(invitee).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
      const nav = invitee.getByRole('navigation', { name: t.dashboard.nav });
      await expect(nav.getByRole('link', { name: sectionLabel('profile', locale) })).toBeVisible();
      for (const section of publishedDashboardSections()) {
        const link = nav.getByRole('link', { name: section.label[locale], exact: true });
        if (!section.area || mayUse('editor', section.area)) await expect(link).toBeVisible();
        else await expect(link).toHaveCount(0);
      }
      await invitee.goto('/dashboard/users');
      await expect(invitee.getByText(t.dashboard.forbidden)).toBeVisible();
      const token = await accessToken(invitee);
      expect((await invitee.request.get('/api/trpc/staffUsers.list', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
      // The link is spent.
      await invitee.goto(link);
      await expect(invitee.getByText(t.invitation.invalid)).toBeVisible();

      // The admin disables the account: its session is refused on its next request.
      await page.reload();
      const account = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: email }) });
      await account.getByRole('button', { name: t.users.disable }).click();
      await expect(page.getByText(t.users.disabledDone.replace('{{email}}', email))).toBeVisible();
      await expect(account.getByText(t.users.disabled, { exact: true })).toBeVisible();

      expect((await invitee.request.get('/api/trpc/profile.getMyProfile', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
      await invitee.goto('/dashboard');
      await expect(invitee).toHaveURL(/\/auth\/login/);
    } finally {
      await inviteeContext.close();
    }
  });
}
