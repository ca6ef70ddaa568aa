import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import '../../../../testing/register-content';
import { untilRefused } from '../../../../testing/screen';
import { ReviewForm } from '../review-form';

const api = withTestApi();
const fileOf = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

// POST /api/uploads is a plain HTTP route, outside the tRPC router the test API runs: its answers
// are given here. An accepted upload is stored as the route stores it, so the review can use it.
const fetchMock = jest.fn();
async function uploadAccepted(): Promise<string> {
  const id = randomUUID();
  await api.db.insert(tables.uploads).values({ id, fileName: `${id}.png`, mimeType: 'image/png', size: 2048, sha256: '0'.repeat(64), width: 64, height: 64 });
  fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ uploadId: id, url: `/uploads/${id}.png` }) });
  return id;
}

// Each test starts a new window of the submission limit and a new list of calls.
beforeEach(async () => {
  api.calls.length = 0;
  await api.db.delete(tables.rateLimits);
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

async function fillRequired(locale: 'vi' | 'en', authorName = 'Mai') {
  const en = locale === 'en';
  await userEvent.type(screen.getByRole('textbox', { name: en ? /^Name/ : /^Họ tên/ }), authorName);
  await userEvent.click(screen.getByLabelText(en ? '4 stars' : '4 sao'));
  await userEvent.type(screen.getByRole('textbox', { name: en ? /^Your review/ : /^Nội dung đánh giá/ }), 'Tuyệt vời');
  await userEvent.selectOptions(screen.getByRole('combobox'), 'cable-car');
  await userEvent.type(screen.getByLabelText(en ? /^Visit date/ : /^Ngày tham quan/), '2025-03-01');
}

const reviewsBy = (authorName: string) => api.db.select().from(tables.reviews).where(eq(tables.reviews.authorName, authorName));

describe('review form', () => {
  it.each([
    ['vi', 'Gửi đánh giá', 'Trường này là bắt buộc', 'Đánh giá từ 1 đến 5 sao'],
    ['en', 'Send review', 'This field is required', 'Rating must be from 1 to 5 stars'],
  ] as const)('in %s, names every missing required field', async (locale, submit, required, rating) => {
    await renderWithProviders(<ReviewForm />, { locale, api });
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(rating)).toBeInTheDocument();
    // author name, content, service type, visit date
    expect(screen.getAllByText(required)).toHaveLength(4);
    expect(api.callsTo('review.create')).toEqual([]);
  });

  it.each([
    ['en', fileOf(10, 'cv.pdf', 'application/pdf'), 'Only JPG, PNG or GIF images are accepted.'],
    ['vi', fileOf(10, 'cv.pdf', 'application/pdf'), 'Chỉ chấp nhận ảnh JPG, PNG hoặc GIF.'],
    ['en', fileOf(5 * 1024 * 1024 + 1, 'big.png', 'image/png'), 'The image is larger than 5 MB. Please choose a smaller one.'],
    ['vi', fileOf(6 * 1024 * 1024, 'big.jpg', 'image/jpeg'), 'Ảnh vượt quá 5 MB. Vui lòng chọn ảnh nhỏ hơn.'],
  ] as const)('in %s refuses %p before uploading, with the reason', async (locale, file, reason) => {
    await renderWithProviders(<ReviewForm />, { locale, api });
    await userEvent.click(screen.getByLabelText(locale === 'en' ? 'Upload an image' : 'Tải ảnh lên'));
    await userEvent.upload(screen.getByLabelText(locale === 'en' ? 'Choose an image' : 'Chọn ảnh'), file, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a PNG avatar and sends its upload id with the review, which waits for moderation', async () => {
    const uploadId = await uploadAccepted();
    await renderWithProviders(<ReviewForm />, { locale: 'en', api });
    await fillRequired('en', 'Mai Avatar');
    await userEvent.click(screen.getByLabelText('Upload an image'));
    await userEvent.upload(screen.getByLabelText('Choose an image'), fileOf(2048, 'me.png', 'image/png'));
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/uploads');
    expect(init.body).toBeInstanceOf(FormData);
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await within(screen.getByRole('form')).findByText('Thank you! Your review is awaiting moderation.')).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Thank you! Your review is awaiting moderation.']);
    expect(await reviewsBy('Mai Avatar')).toEqual([
      expect.objectContaining({ rating: 4, content: 'Tuyệt vời', serviceType: 'cable-car', visitDate: '2025-03-01', avatarUploadId: uploadId, avatarUrl: `/uploads/${uploadId}.png`, locale: 'en', status: 'pending' }),
    ]);
  });

  it('sends an https picture address, and refuses any other kind of address', async () => {
    await renderWithProviders(<ReviewForm />, { locale: 'en', api });
    await fillRequired('en', 'Mai Link');
    await userEvent.click(screen.getByLabelText('Use an image URL'));
    const address = screen.getByRole('textbox', { name: /^Image URL/ });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    expect(api.callsTo('review.create')).toEqual([]);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.vn/mai.png');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await within(screen.getByRole('form')).findByText('Thank you! Your review is awaiting moderation.')).toBeInTheDocument();
    expect(await reviewsBy('Mai Link')).toEqual([expect.objectContaining({ avatarUrl: 'https://example.vn/mai.png', avatarUploadId: null })]);
  });

  it('sends no picture address once the person chose no picture after typing one', async () => {
    await renderWithProviders(<ReviewForm />, { locale: 'en', api });
    await fillRequired('en', 'Mai No Link');
    await userEvent.click(screen.getByLabelText('Use an image URL'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Image URL/ }), 'not an address');
    await userEvent.click(screen.getByLabelText('No picture'));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await within(screen.getByRole('form')).findByText('Thank you! Your review is awaiting moderation.')).toBeInTheDocument();
    expect(await reviewsBy('Mai No Link')).toEqual([expect.objectContaining({ avatarUrl: null })]);
  });

  it("shows the server's reason when the upload is refused", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 415, json: async () => ({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Chỉ chấp nhận ảnh JPG, PNG hoặc GIF' } }) });
    await renderWithProviders(<ReviewForm />, { api });
    await userEvent.click(screen.getByLabelText('Tải ảnh lên'));
    await userEvent.upload(screen.getByLabelText('Chọn ảnh'), fileOf(100, 'fake.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chỉ chấp nhận ảnh JPG, PNG hoặc GIF');
  });

  it('keeps what the person typed and says why, in the form only, when the server refuses the review', async () => {
    // The upload was accepted, then removed (an orphan upload is swept): the server no longer knows it.
    const uploadId = await uploadAccepted();
    await api.db.delete(tables.uploads).where(eq(tables.uploads.id, uploadId));
    await renderWithProviders(<ReviewForm />, { api });
    await fillRequired('vi', 'Mai Mất Ảnh');
    await userEvent.click(screen.getByLabelText('Tải ảnh lên'));
    await userEvent.upload(screen.getByLabelText('Chọn ảnh'), fileOf(2048, 'me.png', 'image/png'));
    await screen.findByText('Đã tải ảnh lên');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent('Không tìm thấy ảnh đã tải lên');
    expect(screen.getByRole('textbox', { name: /^Họ tên/ })).toHaveValue('Mai Mất Ảnh');
    expect(screen.getByRole('textbox', { name: /^Nội dung đánh giá/ })).toHaveValue('Tuyệt vời');
    expect(screen.getByLabelText('4 sao')).toBeChecked();
    expect(shownToasts()).toEqual([]);
    expect(await reviewsBy('Mai Mất Ảnh')).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gửi đánh giá' })).toBeEnabled());
  });

  it('keeps what the person typed and says to try again, in the form only, when the server cannot reach its database', async () => {
    await renderWithProviders(<ReviewForm />, { api });
    await fillRequired('vi');
    api.databaseDown(true);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
      expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút');
    } finally {
      api.databaseDown(false);
    }
    expect(screen.getByRole('textbox', { name: /^Họ tên/ })).toHaveValue('Mai');
    expect(screen.getByLabelText('4 sao')).toBeChecked();
    expect(shownToasts()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gửi đánh giá' })).toBeEnabled());
  });

  it.each([
    ['vi', 'Gửi đánh giá', /^Họ tên/, 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút'],
    ['en', 'Send review', /^Name/, 'Too many submissions. Please try again in 10 minutes'],
  ] as const)('in %s, shows the limit of submissions in the form and keeps what the person typed', async (locale, submit, name, tooMany) => {
    const visitor = await api.caller();
    await untilRefused(() => visitor.review.create({ authorName: 'Khách', rating: 5, content: 'Đẹp', serviceType: 'cable-car', visitDate: '2025-03-01' }));
    await renderWithProviders(<ReviewForm />, { locale, api });
    await fillRequired(locale);
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('textbox', { name })).toHaveValue('Mai');
    expect(screen.getByLabelText(locale === 'en' ? '4 stars' : '4 sao')).toBeChecked();
    expect(shownToasts()).toEqual([]);
  });

  it('shows the limit of photo uploads beside the photo and keeps the review', async () => {
    const tooMany = 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 7 phút';
    fetchMock.mockResolvedValue({ ok: false, status: 429, json: async () => ({ error: { code: 'TOO_MANY_REQUESTS', message: tooMany } }) });
    await renderWithProviders(<ReviewForm />, { api });
    await fillRequired('vi');
    await userEvent.click(screen.getByLabelText('Tải ảnh lên'));
    await userEvent.upload(screen.getByLabelText('Chọn ảnh'), fileOf(100, 'me.png', 'image/png'));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('textbox', { name: /^Họ tên/ })).toHaveValue('Mai');
    expect(shownToasts()).toEqual([]);
  });
});
