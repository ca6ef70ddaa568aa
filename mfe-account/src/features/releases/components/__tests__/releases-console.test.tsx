import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { commerceDescription, endCanaries, publishCanary } from '@storefront/api/testing/published-site';
import { renderAccount, signInAs } from '../../../../testing/render';
import { ReleasesConsole } from '../releases-console';

const api = withTestApi();
const remoteMap = () => JSON.parse(readFileSync(path.join(api.distDir, 'remotes.json'), 'utf8')) as Record<string, string>;

describe('ReleasesConsole', () => {
  afterEach(() => endCanaries(api.distDir));

  it("shows each remote's stable version and its running canary, and an admin promotes it (vi)", async () => {
    publishCanary(api.distDir, 'commerce', '2', commerceDescription, 25);
    const admin = await signInAs(api, { role: 'admin', email: 'releases-admin@example.vn' });
    await renderAccount(<ReleasesConsole />, { api, as: admin });
    const commerce = (await screen.findByRole('heading', { level: 2, name: 'commerce' })).closest('li')!;
    expect(within(commerce).getByRole('row', { name: /^Ổn định 1 75%/ })).toBeInTheDocument();
    expect(within(commerce).getByRole('row', { name: /^Thử nghiệm 2 25%/ })).toBeInTheDocument();
    expect(within(commerce).getByText(/Bản thử nghiệm chạy đến/)).toBeInTheDocument();
    const content = screen.getByRole('heading', { level: 2, name: 'content' }).closest('li')!;
    expect(within(content).getByText(/Không có bản thử nghiệm nào đang chạy/)).toBeInTheDocument();
    expect(within(content).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(commerce).getByRole('button', { name: 'Đưa 2 đến mọi khách' }));
    await waitFor(() => expect(shownToasts()).toContain('commerce 2 đã đến mọi khách'));
    expect(remoteMap().commerce).toBe('/remotes/commerce/2/mf-manifest.json');
    expect(await within(commerce).findByText(/đưa 2 lên chính thức, do quản trị viên/)).toBeInTheDocument();
  });

  it('says so when the canary ended meanwhile, and shows what is live now (en)', async () => {
    publishCanary(api.distDir, 'content', '3', { ...commerceDescription, remote: 'content' }, 50);
    const admin = await signInAs(api, { role: 'admin', email: 'releases-admin-2@example.vn' });
    await renderAccount(<ReleasesConsole />, { api, as: admin, locale: 'en' });
    const content = (await screen.findByRole('heading', { level: 2, name: 'content' })).closest('li')!;
    endCanaries(api.distDir);
    await userEvent.click(within(content).getByRole('button', { name: 'Roll back 3' }));
    await waitFor(() => expect(shownToasts()).toContain('The canary 3 of content is no longer running: the screen was out of date, reload it'));
    expect(await within(content).findByText(/No canary running/)).toBeInTheDocument();
  });

  it('is refused to staff who are not admins', async () => {
    const staff = await signInAs(api, { role: 'staff', email: 'releases-staff@example.vn' });
    const caller = await api.caller({ token: staff.token });
    await expect(caller.releases.overview()).rejects.toThrow('Bạn không có quyền thực hiện thao tác này');
    await expect(caller.releases.rollBack({ remote: 'commerce', version: '2' })).rejects.toThrow('Bạn không có quyền thực hiện thao tác này');
  });
});
