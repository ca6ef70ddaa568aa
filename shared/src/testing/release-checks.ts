/**
 * Test-only: what every remote's description test asserts first, the checks its release must
 * pass (scripts/build.mjs): no problem in the description, a loader in its routes module for
 * exactly the pages it describes, one in its dashboard module for exactly its dashboard sections,
 * and the dashboard module's `beforeSignOut` exactly when one of them keeps work on the device.
 */
import { descriptionProblems } from '@storefront/shared/federation/description-checks';
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';

export function itPassesTheReleaseChecks(
  published: RemoteDescription,
  pages: Record<string, unknown>,
  sections: Record<string, unknown> = {},
  beforeSignOut?: unknown,
): void {
  it('passes the checks its release must pass', () => {
    expect(descriptionProblems(published)).toEqual([]);
  });

  it('describes exactly the pages its routes module loads', () => {
    expect(published.pages.map((described) => described.id).sort()).toEqual(Object.keys(pages).sort());
  });

  it('describes exactly the dashboard sections its dashboard module loads', () => {
    expect((published.dashboardSections ?? []).map((described) => described.id).sort()).toEqual(Object.keys(sections).sort());
  });

  it("answers the user menu before a sign-out exactly when one of its sections keeps work on the device", () => {
    const keepsWork = (published.dashboardSections ?? []).some((described) => described.keepsWorkOnDevice);
    expect(typeof beforeSignOut === 'function').toBe(keepsWork);
  });
}
