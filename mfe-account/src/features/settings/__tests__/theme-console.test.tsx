import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME_COLORS } from '@storefront/shared/theme/theme-defaults';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import DashboardPage from '../../../app/pages/dashboard-page';
import { renderAccount } from '../../../testing/render';
import { ThemeConsole } from '../components/theme-console';
import { FeatureFlagList } from '../components/feature-flag-list';

const api = withTestApi();
const admin = { role: 'admin' as const };

const activeTheme = async () => (await api.db.select().from(tables.themes).where(eq(tables.themes.isActive, true)))[0]!;

beforeEach(async () => {
  await api.db.update(tables.themes).set({ colors: DEFAULT_THEME_COLORS }).where(eq(tables.themes.name, 'default'));
  await api.db.delete(tables.staffActions);
});

/** The light primary 500 field of the colours form. */
async function primary500(mode: 'Chế độ sáng' | 'Light mode' = 'Chế độ sáng', scale = 'Màu chính', step = 'Bậc 500') {
  const group = await screen.findByRole('group', { name: `${scale} · ${mode}` });
  return within(group).getByLabelText(step);
}

describe('ThemeConsole', () => {
  it('warns about unreadable text as it is typed, refuses to save it with the reason on the field, and changes nothing', async () => {
    await renderAccount(<ThemeConsole />, { api, as: admin });
    const field = await primary500();
    expect(field).toHaveValue('#feb914');
    expect(screen.getByText('Mọi chỗ chữ đều dễ đọc.')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '#1e3a8a');
    expect(await screen.findByText('1 chỗ chữ khó đọc: hãy sửa trước khi lưu.')).toBeInTheDocument();
    // The preview's header button takes the typed colour before anything is saved.
    expect(screen.getByTestId('theme-preview-light')).toHaveStyle({ '--color-primary-500': '#1e3a8a' });

    await userEvent.click(screen.getByRole('button', { name: 'Lưu giao diện' }));
    expect(await screen.findByText(/^Chữ khó đọc: độ tương phản 1\.\d\d:1, cần tối thiểu 4\.5:1 \(WCAG AA\)$/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('theme.update')).toEqual([]);
    expect((await activeTheme()).colors).toEqual(DEFAULT_THEME_COLORS);
  });

  it('saves a readable colour of the active theme, which the public site reads, logged (en)', async () => {
    await renderAccount(<ThemeConsole />, { api, as: admin, locale: 'en' });
    const field = await primary500('Light mode', 'Primary', 'Step 500');
    await userEvent.clear(field);
    await userEvent.type(field, '#FFCC00');
    await userEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Theme default saved')).toBeInTheDocument();
    expect(((await activeTheme()).colors as typeof DEFAULT_THEME_COLORS).light.primary['500']).toBe('#ffcc00');
    expect((await (await api.caller()).theme.getActiveTheme()).colors.light.primary['500']).toBe('#ffcc00');
    const log = await api.db.select().from(tables.staffActions);
    expect(log.map((row) => row.action)).toEqual(['theme.update']);
  });

  it('refuses a colour that is not #rrggbb on its field (en)', async () => {
    await renderAccount(<ThemeConsole />, { api, as: admin, locale: 'en' });
    const field = await primary500('Light mode', 'Secondary', 'Step 300');
    await userEvent.clear(field);
    await userEvent.type(field, 'blue');
    await userEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('A colour must look like #rrggbb, for example #feb914')).toBeInTheDocument();
    expect(api.callsTo('theme.update')).toEqual([]);
  });

  it('fixes an unreadable label with one click before saving the ticket card', async () => {
    await renderAccount(<ThemeConsole />, { api, as: admin });
    const fix = await screen.findByRole('button', { name: 'Dùng màu chữ dễ đọc cho nhãn Nổi bật' });
    await userEvent.click(fix);
    expect(screen.getByLabelText('Màu chữ nhãn Nổi bật')).toHaveValue('#111827');
    for (const label of ['Mới', 'Khuyến mãi', 'Giảm giá']) await userEvent.click(screen.getByRole('button', { name: `Dùng màu chữ dễ đọc cho nhãn ${label}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thẻ vé' }));
    expect(await screen.findByText('Đã lưu kiểu thẻ vé')).toBeInTheDocument();
    await waitFor(async () => expect(api.callsTo('componentStyleConfig.updateTicketCard')).toHaveLength(1));
  });
});

describe('flag descriptions', () => {
  it('are edited in place and saved (en)', async () => {
    await renderAccount(<FeatureFlagList />, { api, as: admin, locale: 'en' });
    const item = (await screen.findByRole('switch', { name: 'enable_add_to_cart' })).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Edit description' }));
    const field = screen.getByRole('textbox', { name: 'Description of enable_add_to_cart' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Bản đồ khu du lịch mới');
    await userEvent.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await within(item).findByText('Bản đồ khu du lịch mới')).toBeInTheDocument();
    expect(await screen.findByText('Description of enable_add_to_cart saved')).toBeInTheDocument();
    const [stored] = await api.db.select().from(tables.featureFlags).where(eq(tables.featureFlags.key, 'enable_add_to_cart'));
    expect(stored!.description).toBe('Bản đồ khu du lịch mới');
  });
});

describe('the dashboard section', () => {
  it('is listed and opened for admins', async () => {
    await renderAccount(<DashboardPage />, { api, as: admin, route: '/dashboard/theme', path: '/dashboard/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Giao diện' })).toBeInTheDocument();
    expect(await primary500()).toHaveValue('#feb914');
  });

  it.each(['staff', 'editor', 'customer'] as const)('is neither listed nor opened for %s accounts, and asks the API nothing', async (role) => {
    await renderAccount(<DashboardPage />, { api, as: { role }, route: '/dashboard/theme', path: '/dashboard/*' });
    expect(screen.queryByRole('link', { name: 'Giao diện' })).not.toBeInTheDocument();
    expect(api.callsTo('theme.adminList')).toEqual([]);
  });
});
