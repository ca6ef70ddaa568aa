import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import DashboardPage from '../../../app/pages/dashboard-page';
import { renderAccount } from '../../../testing/render';
import { FeatureFlagList } from '../components/feature-flag-list';

const api = withTestApi();
const admin = { role: 'admin' as const };

const addToCart = () => screen.findByRole('switch', { name: 'enable_add_to_cart' });
const storedAddToCart = async () => (await api.db.select().from(tables.featureFlags).where(eq(tables.featureFlags.key, 'enable_add_to_cart')))[0]!.enabled;

// Every test of the file shares its database: each starts from the seeded states.
beforeEach(async () => {
  await api.db.update(tables.featureFlags).set({ enabled: true });
  await api.db.update(tables.featureFlags).set({ enabled: false }).where(eq(tables.featureFlags.key, 'show_promo_banner'));
  await api.db.delete(tables.staffActions);
});

describe('FeatureFlagList', () => {
  it('lists every flag with what it controls and its state, and switches one off and on again', async () => {
    await renderAccount(<FeatureFlagList />, { api, as: admin });
    const item = (await addToCart()).closest('li')!;
    expect(within(item).getByText('Add-to-cart buttons on products (spec §7, default true)')).toBeInTheDocument();
    expect(within(item).getByText(/^Đổi lần cuối /)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'show_promo_banner' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getAllByRole('switch')).toHaveLength(6);

    await userEvent.click(await addToCart());
    expect(await addToCart()).toHaveAttribute('aria-checked', 'false');
    expect(await addToCart()).toHaveTextContent('Tắt');
    expect(await screen.findByText('Đã tắt enable_add_to_cart')).toBeInTheDocument();
    expect(await storedAddToCart()).toBe(false);
    // What the public site reads on its next page load.
    expect(await (await api.caller()).featureFlags.isFeatureEnabled({ key: 'enable_add_to_cart', defaultValue: true })).toEqual({ enabled: false });

    await waitFor(() => expect(screen.getByRole('switch', { name: 'enable_add_to_cart' })).not.toHaveAttribute('aria-busy'));
    await userEvent.click(await addToCart());
    expect(await screen.findByText('Đã bật enable_add_to_cart')).toBeInTheDocument();
    expect(await addToCart()).toHaveAttribute('aria-checked', 'true');
    expect(await storedAddToCart()).toBe(true);
    expect(api.callsTo('featureFlags.setFeatureFlag')).toEqual([
      { key: 'enable_add_to_cart', enabled: false },
      { key: 'enable_add_to_cart', enabled: true },
    ]);
  });

  it('puts the switch back and says why, once, when the database cannot be reached (en)', async () => {
    await renderAccount(<FeatureFlagList />, { api, as: admin, locale: 'en' });
    expect(await addToCart()).toHaveTextContent('On');
    api.databaseDown(true);
    try {
      await userEvent.click(await addToCart());
      expect(await screen.findByText('The service is temporarily unavailable. Please try again shortly')).toBeInTheDocument();
    } finally {
      api.databaseDown(false);
    }
    expect(await addToCart()).toHaveAttribute('aria-checked', 'true');
    expect(await addToCart()).toHaveTextContent('On');
    expect(shownToasts()).toEqual(['The service is temporarily unavailable. Please try again shortly']);
    expect(await storedAddToCart()).toBe(true);
  });

  it('says, in one toast, when the flag is gone before it was switched, and shows it unchanged', async () => {
    await renderAccount(<FeatureFlagList />, { api, as: admin });
    await screen.findByRole('switch', { name: 'enable_newsletter' });
    const [gone] = await api.db.delete(tables.featureFlags).where(eq(tables.featureFlags.key, 'enable_newsletter')).returning();
    try {
      await userEvent.click(screen.getByRole('switch', { name: 'enable_newsletter' }));
      expect(await screen.findByText('Không có tính năng nào với key enable_newsletter')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'enable_newsletter' })).toHaveAttribute('aria-checked', 'true');
      expect(shownToasts()).toEqual(['Không có tính năng nào với key enable_newsletter']);
      expect(await api.db.select().from(tables.featureFlags).where(eq(tables.featureFlags.key, 'enable_newsletter'))).toEqual([]);
    } finally {
      await api.db.insert(tables.featureFlags).values(gone!);
    }
  });
});

describe('the dashboard section', () => {
  it('is listed and opened for admins (en)', async () => {
    await renderAccount(<DashboardPage />, { api, as: admin, route: '/dashboard/flags', path: '/dashboard/*', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feature flags' })).toHaveAttribute('href', '/dashboard/flags');
    expect(await addToCart()).toHaveAttribute('aria-checked', 'true');
  });

  it.each(['staff', 'editor'] as const)('is neither listed nor opened for %s accounts, and asks the API nothing', async (role) => {
    await renderAccount(<DashboardPage />, { api, as: { role }, route: '/dashboard/flags', path: '/dashboard/*' });
    expect(screen.queryByRole('link', { name: 'Bật/tắt tính năng' })).not.toBeInTheDocument();
    expect(screen.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(api.callsTo('featureFlags.list')).toEqual([]);
  });
});
