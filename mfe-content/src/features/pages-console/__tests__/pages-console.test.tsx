import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../../testing/render';
import { PagesConsole } from '../components/pages-console';

// The about page's form holds some seventy fields, which userEvent types into a key at a time.
jest.setTimeout(30_000);

const api = withTestApi();
const editor = { role: 'editor' as const };

async function storedPage(key: 'about' | 'contact') {
  const [row] = await api.db.select().from(tables.pages).where(eq(tables.pages.key, key));
  return row!;
}

const aboutForm = () => screen.findByRole('form', { name: 'Trang Giới thiệu' });

/** Types `text` over what the field holds. */
async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('PagesConsole', () => {
  it('saves the about page\'s introduction in both languages: visitors read each, and the form builds on the saved version', async () => {
    await renderContentStaff(<PagesConsole />, { api, as: editor });
    const form = await aboutForm();
    await replace(within(form).getByLabelText(/^Lời giới thiệu \(tiếng Việt\)/), 'Chào mừng đến Mây Ngàn');
    await replace(within(form).getByLabelText(/^Lời giới thiệu \(tiếng Anh/), 'Welcome to May Ngan');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu trang Giới thiệu' }));
    expect(await screen.findByText('Đã lưu trang Giới thiệu')).toBeInTheDocument();
    expect(api.callsTo('page.updateAbout')).toEqual([expect.objectContaining({ intro: { vi: 'Chào mừng đến Mây Ngàn', en: 'Welcome to May Ngan' } })]);
    expect((await (await api.caller()).page.about()).intro).toBe('Chào mừng đến Mây Ngàn');
    expect((await storedPage('about')).content).toMatchObject({ intro: { vi: 'Chào mừng đến Mây Ngàn', en: 'Welcome to May Ngan' } });

    // A second save from the same form is on top of its own first one, not refused as stale.
    await userEvent.clear(within(form).getByLabelText(/^Tầm nhìn \(tiếng Anh/));
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu trang Giới thiệu' }));
    // The first save's toast may still show: wait for the second save itself.
    await waitFor(async () => expect((await storedPage('about')).content).not.toHaveProperty(['vision', 'en']));
    expect(api.callsTo('page.updateAbout')).toHaveLength(2);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an empty Vietnamese text and a year out of range at their fields, sending nothing and keeping what was typed', async () => {
    await renderContentStaff(<PagesConsole />, { api, as: editor, locale: 'en' });
    const form = await screen.findByRole('form', { name: 'About page' });
    await userEvent.clear(within(form).getByLabelText(/^Mission \(Vietnamese\)/));
    const year = within(form).getByLabelText(/^Year of milestone 1/);
    await replace(year, '1800');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the About page' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('A value from 1900 to 2100')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Mission \(Vietnamese\)/)).toHaveFocus();
    expect(year).toHaveValue(1800);
    expect(api.callsTo('page.updateAbout')).toEqual([]);
  });

  it('adds a value, moves a milestone up and removes a team member, in the order visitors will see', async () => {
    const before = await (await api.caller()).page.about();
    await renderContentStaff(<PagesConsole />, { api, as: editor });
    const form = await aboutForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm giá trị' }));
    const added = before.values.length + 1;
    await userEvent.type(within(form).getByLabelText(new RegExp(`^Tên giá trị ${added} \\(tiếng Việt\\)`)), 'Minh bạch');
    await userEvent.type(within(form).getByLabelText(new RegExp(`^Mô tả giá trị ${added} \\(tiếng Việt\\)`)), 'Giá vé niêm yết rõ ràng.');
    await userEvent.click(within(form).getByRole('button', { name: 'Đưa mốc 2 lên' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Bỏ thành viên 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu trang Giới thiệu' }));
    expect(await screen.findByText('Đã lưu trang Giới thiệu')).toBeInTheDocument();
    const after = await (await api.caller()).page.about();
    expect(after.values.at(-1)).toEqual({ title: 'Minh bạch', text: 'Giá vé niêm yết rõ ràng.' });
    expect(after.milestones.slice(0, 2).map((milestone) => milestone.year)).toEqual([before.milestones[1]!.year, before.milestones[0]!.year]);
    expect(after.team.map((member) => member.name)).toEqual(before.team.slice(1).map((member) => member.name));
  });

  it('says so above the form when another editor saved the page after it was opened, and changes nothing', async () => {
    await renderContentStaff(<PagesConsole />, { api, as: editor });
    const form = await aboutForm();
    // Another editor's save, after this form was opened.
    await api.db.update(tables.pages).set({ updatedAt: new Date(Date.now() + 60_000) }).where(eq(tables.pages.key, 'about'));
    const stored = await storedPage('about');
    await replace(within(form).getByLabelText(/^Sứ mệnh \(tiếng Việt\)/), 'Bản cũ đè bản mới');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu trang Giới thiệu' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Trang này vừa được người khác lưu sau khi bạn mở biểu mẫu');
    expect(await storedPage('about')).toEqual(stored);
    expect(shownToasts()).toEqual([]);
  });

  it('saves the contact page and refuses a latitude past the pole at its field', async () => {
    await renderContentStaff(<PagesConsole />, { api, as: editor });
    await userEvent.click(screen.getByRole('button', { name: 'Liên hệ' }));
    const form = await screen.findByRole('form', { name: 'Trang Liên hệ' });
    const latitude = within(form).getByLabelText(/^Vĩ độ/);
    await replace(latitude, '91');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu trang Liên hệ' }));
    expect(await within(form).findByText('Giá trị từ -90 đến 90')).toBeInTheDocument();
    expect(api.callsTo('page.updateContact')).toEqual([]);

    await replace(latitude, '22.35');
    await replace(within(form).getByLabelText(/^Đường dây nóng/), '1800 1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu trang Liên hệ' }));
    expect(await screen.findByText('Đã lưu trang Liên hệ')).toBeInTheDocument();
    expect(await (await api.caller()).page.contact()).toMatchObject({ hotline: '1800 1234', lat: 22.35 });
  });

  it('posts a job opening that visitors see at once, closes it and, after a confirming click, deletes it', async () => {
    await renderContentStaff(<PagesConsole />, { api, as: editor });
    await userEvent.click(screen.getByRole('button', { name: 'Tuyển dụng' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng tin mới' }));
    const form = screen.getByRole('form', { name: 'Tin tuyển dụng mới' });
    await userEvent.type(within(form).getByLabelText(/^Vị trí \(tiếng Việt\)/), 'Nhân viên cứu hộ');
    await userEvent.type(within(form).getByLabelText(/^Vị trí \(tiếng Anh/), 'Rescue officer');
    await userEvent.type(within(form).getByLabelText(/^Đường dẫn/), 'nhan-vien-cuu-ho');
    await userEvent.selectOptions(within(form).getByLabelText(/^Hình thức/), 'seasonal');
    await userEvent.type(within(form).getByLabelText(/^Bộ phận \(tiếng Việt\)/), 'An toàn');
    await userEvent.type(within(form).getByLabelText(/^Nơi làm việc \(tiếng Việt\)/), 'Ga Đỉnh Mây');
    await userEvent.type(within(form).getByLabelText(/^Mô tả công việc \(tiếng Việt\)/), 'Tuần tra các lối mòn.');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm yêu cầu' }));
    await userEvent.type(within(form).getByLabelText(/^Yêu cầu 1 \(tiếng Việt\)/), 'Biết bơi');
    await userEvent.click(within(form).getByRole('button', { name: 'Đăng tin' }));
    expect(await screen.findByText('Đã đăng tin “Nhân viên cứu hộ”')).toBeInTheDocument();
    expect((await (await api.caller()).job.list()).find((job) => job.slug === 'nhan-vien-cuu-ho')).toMatchObject({ title: 'Nhân viên cứu hộ', employmentType: 'seasonal', requirements: ['Biết bơi'] });

    const item = (await screen.findByRole('heading', { level: 3, name: 'Nhân viên cứu hộ' })).closest('li')!;
    expect(item).toHaveTextContent('Đang tuyển');
    await userEvent.click(within(item).getByRole('button', { name: 'Đóng tin “Nhân viên cứu hộ”' }));
    expect(await within(item).findByText('Đã đóng')).toBeInTheDocument();
    expect((await (await api.caller()).job.list()).map((job) => job.slug)).not.toContain('nhan-vien-cuu-ho');

    await userEvent.click(within(item).getByRole('button', { name: 'Xoá tin “Nhân viên cứu hộ”' }));
    const confirm = within(item).getByRole('group', { name: 'Xoá tin “Nhân viên cứu hộ”' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xoá hẳn' }));
    expect(await screen.findByText('Đã xoá tin “Nhân viên cứu hộ”')).toBeInTheDocument();
    // The list is read again after the delete's toast.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Nhân viên cứu hộ' })).not.toBeInTheDocument());
    expect(await api.db.select().from(tables.jobOpenings).where(eq(tables.jobOpenings.slug, 'nhan-vien-cuu-ho'))).toEqual([]);
  });

  it('refuses a closing date in the past at its field', async () => {
    await renderContentStaff(<PagesConsole />, { api, as: editor, locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Careers' }));
    const item = (await screen.findByRole('heading', { level: 3, name: 'Hướng dẫn viên tiếng Anh' })).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Edit “Hướng dẫn viên tiếng Anh”' }));
    const form = screen.getByRole('form', { name: 'Edit “Hướng dẫn viên tiếng Anh”' });
    const closesAt = within(form).getByLabelText(/^Closing date/);
    await userEvent.clear(closesAt);
    await userEvent.type(closesAt, '2020-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the opening' }));
    expect(await within(form).findByText('The closing date cannot be in the past')).toBeInTheDocument();
    expect(api.callsTo('job.update')).toEqual([]);
  });
});
