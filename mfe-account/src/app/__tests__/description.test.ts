import { describeRemote } from '@storefront/shared/federation/publish-description';
import { itPassesTheReleaseChecks } from '@storefront/shared/testing/release-checks';
import { composeSite, findRoute } from '@storefront/shared/routes/route-table';
import { description } from '../description';
import { pages } from '../routes';
import { sections } from '../dashboard';

const published = describeRemote(description);
const site = composeSite([published]);

const aliases: Array<[path: string, id: string]> = [
  ['/dashboard', 'dashboard'],
  ['/auth/login', 'login'],
  ['/auth/register', 'register'],
];

describe("the account remote's description", () => {
  itPassesTheReleaseChecks(published, pages, sections);

  it.each(aliases)('shows %s with the %s page', (path, id) => {
    expect(findRoute(site, path)?.id).toBe(id);
  });

  it("gives the dashboard its sections, as the shell's router does", () => {
    expect(findRoute(site, '/dashboard/history')?.id).toBe('dashboard');
    expect(findRoute(site, '/dashboard/orders/')?.id).toBe('dashboard');
    expect(findRoute(site, '/dashboardx')).toBeUndefined();
  });

  it('uses the spec layouts and access rules, and keeps its pages out of the sitemap', () => {
    expect(findRoute(site, '/auth/login')).toMatchObject({ layout: 'auth', access: 'guest', indexed: false });
    expect(findRoute(site, '/auth/register')).toMatchObject({ layout: 'auth', access: 'public', indexed: false });
    expect(findRoute(site, '/dashboard')).toMatchObject({ layout: 'profile', access: 'signedIn', indexed: false });
  });

  it('asks for nothing ahead of its pages, and offers the user menu fragment', () => {
    expect(published.pages.flatMap((described) => described.firstPageQueries)).toEqual([]);
    expect(published.navigation).toEqual([]);
    expect(published.fragments).toEqual([{ name: 'UserMenu', places: { headerMenu: 10 }, shownWhen: 'signedIn', firstPageQueries: [] }]);
    expect(Object.fromEntries(published.pages.flatMap((described) => (described.serves ? [[described.serves, described.id]] : [])))).toEqual({
      signIn: 'login',
      accountHome: 'dashboard',
      staffInvitation: 'invitation',
      passwordReset: 'resetPassword',
    });
  });
});
