/**
 * The editors' map console against the real API and the seeded map: a click on the illustrated map
 * puts the new point at the click's place in percent of the picture (the X and Y fields follow),
 * and that is what is stored and what the public map places it by; without a pointer, X and Y
 * typed move the marker and are sent; a latitude without its longitude is refused at its field; a
 * point deleted after the question leaves the public map.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../../testing/render';
import { MapConsole } from '../components/map-console';

const api = withTestApi();
const editor = { role: 'editor' as const };

/** Lays the map's picture out as a browser would: 500 × 350 px with its top left corner at (100, 40). */
function layOutMap(image: HTMLElement) {
  const box = { left: 100, top: 40, width: 500, height: 350, right: 600, bottom: 390, x: 100, y: 40, toJSON: () => ({}) };
  jest.spyOn(image, 'getBoundingClientRect').mockReturnValue(box as DOMRect);
}

async function newPointForm(locale: 'vi' | 'en' = 'vi') {
  await renderContentStaff(<MapConsole />, { api, as: editor, locale });
  await userEvent.click(await screen.findByRole('button', { name: locale === 'vi' ? 'Thêm địa điểm' : 'Add a place' }));
  return screen.getByRole('form', { name: locale === 'vi' ? 'Thêm địa điểm' : 'Add a place' });
}

async function fillTexts(form: HTMLElement, slug: string) {
  await userEvent.type(within(form).getByLabelText(/^Tên địa điểm \(tiếng Việt\)/), 'Thác Bạc');
  await userEvent.type(within(form).getByLabelText(/^Tên địa điểm \(tiếng Anh/), 'Silver Falls');
  await userEvent.type(within(form).getByLabelText(/^Mô tả \(tiếng Việt\)/), 'Thác nước cao 200 m');
  await userEvent.type(within(form).getByLabelText(/^Đường dẫn/), slug);
}

describe('MapConsole', () => {
  it('puts a new point where the map is clicked, in percent of the picture, and stores it there', async () => {
    const form = await newPointForm();
    await fillTexts(form, 'thac-bac');
    await userEvent.selectOptions(within(form).getByLabelText(/^Loại địa điểm/), 'Điểm ngắm cảnh');
    const map = within(form).getByRole('img', { name: /Bản đồ minh hoạ khu du lịch/ });
    expect(map).toHaveAttribute('src', '/seed-media/area-map.svg');
    layOutMap(map);
    // 125 px of 500 across and 70 px of 350 down: 25 % and 20 %.
    fireEvent.click(map, { clientX: 225, clientY: 110 });
    expect(within(form).getByLabelText(/^X/)).toHaveValue(25);
    expect(within(form).getByLabelText(/^Y/)).toHaveValue(20);
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm địa điểm' }));

    expect(await screen.findByText('Đã thêm địa điểm Thác Bạc')).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Đã thêm địa điểm Thác Bạc']);
    expect(api.callsTo('map.createPoint')).toEqual([
      expect.objectContaining({ slug: 'thac-bac', category: 'viewpoint', x: 25, y: 20, lat: null, lng: null, name: { vi: 'Thác Bạc', en: 'Silver Falls' } }),
    ]);
    const [row] = await api.db.select().from(tables.mapPoints).where(eq(tables.mapPoints.slug, 'thac-bac'));
    expect(row).toMatchObject({ x: 25, y: 20, category: 'viewpoint' });
    const publicPoint = (await (await api.caller()).map.points()).points.find((point) => point.slug === 'thac-bac');
    expect(publicPoint).toMatchObject({ x: 25, y: 20, name: 'Thác Bạc' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thác Bạc' })).toBeInTheDocument();
  });

  it('places a point without a pointer: X and Y typed move the marker and are sent', async () => {
    const form = await newPointForm();
    await fillTexts(form, 'thac-bac-2');
    const x = within(form).getByLabelText(/^X/);
    const y = within(form).getByLabelText(/^Y/);
    await userEvent.clear(x);
    await userEvent.type(x, '12.5');
    await userEvent.clear(y);
    await userEvent.type(y, '80');
    const marker = form.querySelector<HTMLElement>('.marker')!;
    expect(marker.style).toMatchObject({ left: '12.5%', top: '80%' });
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm địa điểm' }));
    expect(await screen.findByText('Đã thêm địa điểm Thác Bạc')).toBeInTheDocument();
    expect(api.callsTo('map.createPoint')).toEqual([expect.objectContaining({ slug: 'thac-bac-2', x: 12.5, y: 80 })]);
  });

  it('refuses a latitude without its longitude at its field, in the reader\'s language, and sends nothing', async () => {
    const form = await newPointForm('en');
    await userEvent.type(within(form).getByLabelText(/^Place name \(Vietnamese\)/), 'Thác Bạc');
    await userEvent.type(within(form).getByLabelText(/^Description \(Vietnamese\)/), 'Thác nước');
    await userEvent.type(within(form).getByLabelText(/^Link/), 'thac-bac-3');
    await userEvent.type(within(form).getByLabelText(/^Latitude/), '22.35');
    await userEvent.click(within(form).getByRole('button', { name: 'Add place' }));
    expect(await within(form).findByText('Enter both latitude and longitude, or leave both empty')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Longitude/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('map.createPoint')).toEqual([]);
  });

  it('deletes a point after asking, and the public map no longer shows it', async () => {
    await renderContentStaff(<MapConsole />, { api, as: editor });
    await userEvent.click(await screen.findByRole('button', { name: 'Xoá địa điểm Bãi đỗ xe' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Xoá địa điểm Bãi đỗ xe' })).getByRole('button', { name: 'Xoá hẳn' }));
    expect(await screen.findByText('Đã xoá địa điểm Bãi đỗ xe')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bãi đỗ xe' })).toBeNull());
    expect((await (await api.caller()).map.points()).points.map((point) => point.slug)).not.toContain('bai-do-xe');
  });
});
