/**
 * The content team's dashboard module as the account's dashboard page loads it: one section per
 * described section id, each loading its screen; the content consoles are the content roles'
 * alone; and the moderation section's badge counts what waits for a decision.
 */
import { screen } from '@testing-library/react';
import { describeRemote } from '@storefront/shared/federation/publish-description';
import { mayOpen } from '@storefront/shared/session/staff-access';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../testing/render';
import { noPendingContent, pendingComments, pendingReview } from '../../testing/rows';
import { badges, sections } from '../dashboard';
import { description } from '../description';

const api = withTestApi();
const sectionsDescribed = describeRemote(description).dashboardSections ?? [];

describe("the content team's dashboard module", () => {
  it('loads a screen for every section its description declares, and no other', async () => {
    expect(Object.keys(sections).sort()).toEqual(sectionsDescribed.map((section) => section.id).sort());
    for (const load of Object.values(sections)) expect(typeof (await load()).default).toBe('function');
  });

  it.each(['gallery', 'pages', 'articles', 'menu', 'map', 'seo'])('gives the %s section to editors and admins only', (id) => {
    const area = sectionsDescribed.find((section) => section.id === id)?.area;
    expect(area).toBe('content');
    expect(['editor', 'admin', 'staff', 'customer'].filter((role) => mayOpen({ role } as { role: 'customer' }, area!))).toEqual(['editor', 'admin']);
  });

  it('shows beside moderation how many comments and reviews wait', async () => {
    const Badge = badges.moderation!;
    await noPendingContent(api);
    await pendingComments(api, [{ name: 'Huy', email: 'huy@example.vn', content: 'Cảnh đẹp quá!' }]);
    await pendingReview(api);
    await renderContentStaff(<Badge />, { api, as: { role: 'admin' } });
    expect(await screen.findByText('2')).toBeInTheDocument();
  });
});
