/**
 * axe-core on every page the remotes describe, in both languages: no serious or critical
 * violation. Each page must also reflow on a 320-px phone (WCAG 1.4.10): nothing makes
 * the page scroll sideways; a wide data table scrolls inside its own region. Detail pages use the
 * first seeded entity. A guest asking for a signed-in page lands on the sign-in page
 * (route-aliases.spec.ts), whose own scan is that page's; every dashboard section is scanned as an
 * admin, who sees them all, with the account menu of a signed-in person in the header.
 */
import { expect, test } from '../../support/warm-page';
import { expectNoSeriousViolation } from '../../support/accessibility';
import { useLocale, type Locale } from '../../support/locale';
import { dashboardSectionPath, publishedDashboardSections, publishedPages } from '../../support/published-site';
import { seededSlug } from '../../support/seeded-path';
import { mutate } from '../../support/api';
import { invitationLink } from '../../support/invitation-mail';
import { admin, sessionToken } from '../../support/staff';
import { signIn } from '../account/account-support';
import { watchNetwork } from '../../support/network-quiet';

const guestPages = publishedPages().filter((route) => route.access !== 'signedIn' && route.access !== 'staff');

for (const route of guestPages) {
  for (const locale of ['vi', 'en'] as Locale[]) {
    test(`${route.id} (${locale}) has no serious or critical axe violation and reflows at 320 px`, async ({ warmPage, request }) => {
      const slug = await seededSlug(request, route);
      const page = await warmPage(locale);
      const path = route.paths[locale].replace(':slug', slug ?? '');
      await page.goto(path);
      // Wait for the page's remote to render its heading, so the scan sees the real page.
      await expect(page.locator(`main [data-boundary="${route.remote}"]`).first().getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousViolation(page, `${locale} ${path}`);
    });
  }
}

for (const locale of ['vi', 'en'] as Locale[]) {
  test(`every dashboard section (${locale}), signed in as an admin, who may open them all, has no serious or critical axe violation`, async ({ page, context }) => {
    // Every dashboard section loaded and scanned in one test, where the time limit is set for one
    // page: there are some twenty-five of them.
    test.setTimeout(360_000);
    await signIn(page, admin.email, admin.password);
    await useLocale(context, locale);
    const network = watchNetwork(page);
    await page.goto('/dashboard');
    const dashboardNav = page.locator('main nav').filter({ has: page.locator('a[href="/dashboard"]') });
    for (const section of publishedDashboardSections()) {
      const path = dashboardSectionPath(section);
      // Through the dashboard's own menu, as staff go from section to section: a section that
      // asks for a new document (the scanner's) gets one, the others render in the page, whose
      // load state then says nothing of the section's code and data: the scan waits until no
      // request is in flight.
      if (new URL(page.url()).pathname !== path) await dashboardNav.locator(`a[href="${path}"]`).click();
      await expect(dashboardNav.locator(`a[href="${path}"]`)).toHaveAttribute('aria-current', 'page');
      await network.quiet();
      await expect(page.getByRole('heading', { level: 1, name: section.label[locale], exact: true })).toBeVisible();
      await expect(page.locator(`main [data-boundary="${section.remote}"]`).last()).toBeVisible();
      await expectNoSeriousViolation(page, `${locale} ${path}`);
    }
  });
}

for (const locale of ['vi', 'en'] as Locale[]) {
  test(`the staff invitation page (${locale}) with a live link, its form shown, has no serious or critical axe violation`, async ({ page, request }) => {
    // The published-page scan above sees the page without a token; this one sees its form.
    const accessToken = await sessionToken(request, admin);
    const email = `axe-invitation-${locale}-${Date.now()}@e2e.test`;
    await mutate(request, 'staffUsers.invite', { email, role: 'staff', locale }, { Authorization: `Bearer ${accessToken}` });
    await page.goto(await invitationLink(email));
    await expect(page.locator('main [data-boundary="account"] form')).toBeVisible();
    await expectNoSeriousViolation(page, `${locale} invitation form`);
  });
}
