/**
 * The editors' redirect console against the real API: a redirect added is listed, one the server
 * refuses (a loop) says why above the form, and a deleted one is gone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderAccount } from '../../../testing/render';
import { RouteRulesConsole } from '../components/route-rules-console';

const api = withTestApi();
const editor = { role: 'editor' as const };

beforeEach(async () => {
  await api.db.delete(tables.routeRules);
});

describe('RouteRulesConsole', () => {
  it('adds a rule, says why the server refuses a loop, and deletes a rule', async () => {
    await renderAccount(<RouteRulesConsole />, { api, as: editor });
    const form = await screen.findByRole('form', { name: 'Thêm quy tắc chuyển hướng' });
    await userEvent.type(within(form).getByLabelText(/^Đường dẫn/), '/khuyen-mai');
    await userEvent.type(within(form).getByLabelText(/^Chuyển tới/), '/bang-gia-ve');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm quy tắc' }));
    expect(await screen.findByText('Đã thêm quy tắc cho /khuyen-mai')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Các quy tắc chuyển hướng' });
    expect(within(table).getByText('/bang-gia-ve')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/^Đường dẫn/), '/bang-gia-ve');
    await userEvent.type(within(form).getByLabelText(/^Chuyển tới/), '/khuyen-mai');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm quy tắc' }));
    expect(await within(form).findByText(/tạo vòng lặp hoặc chuỗi chuyển hướng/)).toBeInTheDocument();
    expect(await api.db.select().from(tables.routeRules)).toHaveLength(1);

    await userEvent.click(within(table).getByRole('button', { name: 'Xoá quy tắc /khuyen-mai' }));
    expect(await screen.findByText('Đã xoá quy tắc /khuyen-mai')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(await api.db.select().from(tables.routeRules)).toHaveLength(0);
  });

  it('changes a rule in place, refuses a change into a loop, and gives the form back on cancel (en)', async () => {
    await renderAccount(<RouteRulesConsole />, { api, as: editor, locale: 'en' });
    const form = await screen.findByRole('form', { name: 'Add a redirect rule' });
    for (const [from, to] of [['/old-offer', '/bang-gia-ve'], ['/summer', '/thuc-don']] as const) {
      await userEvent.type(within(form).getByLabelText(/^Path/), from);
      await userEvent.type(within(form).getByLabelText(/^Redirect to/), to);
      await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
      expect(await screen.findByText(`Added the rule for ${from}`)).toBeInTheDocument();
    }
    const table = await screen.findByRole('table', { name: 'Redirect rules' });
    await userEvent.click(within(table).getByRole('button', { name: 'Edit the rule for /old-offer' }));
    const edit = await screen.findByRole('form', { name: 'Edit the rule for /old-offer' });
    expect(within(edit).getByRole('heading', { name: 'Edit the rule for /old-offer' })).toHaveFocus();
    expect(within(edit).getByLabelText(/^Redirect to/)).toHaveValue('/bang-gia-ve');

    await userEvent.clear(within(edit).getByLabelText(/^Redirect to/));
    await userEvent.type(within(edit).getByLabelText(/^Redirect to/), '/summer');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await within(edit).findByText(/redirect loop or chain/)).toBeInTheDocument();

    await userEvent.clear(within(edit).getByLabelText(/^Redirect to/));
    await userEvent.type(within(edit).getByLabelText(/^Redirect to/), 'https://example.vn/summer');
    await userEvent.selectOptions(within(edit).getByLabelText(/^Kind/), 'external');
    await userEvent.selectOptions(within(edit).getByLabelText(/^Status code/), '302');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved the rule for /old-offer')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Add a redirect rule' })).toBeInTheDocument();
    expect(await within(table).findByText('https://example.vn/summer')).toBeInTheDocument();
    const [stored] = await api.db.select().from(tables.routeRules).where(eq(tables.routeRules.fromPath, '/old-offer'));
    expect(stored).toMatchObject({ kind: 'external', target: 'https://example.vn/summer', status: 302 });

    await userEvent.click(within(table).getByRole('button', { name: 'Edit the rule for /summer' }));
    await userEvent.click(within(await screen.findByRole('form', { name: 'Edit the rule for /summer' })).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('form', { name: 'Add a redirect rule' })).toBeInTheDocument();
  });
});
