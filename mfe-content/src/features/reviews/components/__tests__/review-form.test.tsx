import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { toastStore } from '@storefront/shared/toast/toast-store';
import '../../../../testing/register-content';
import { ApiRefusal, mockApi } from '../../../../testing/mock-api';
import { ReviewForm } from '../review-form';

const fileOf = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

async function fillRequired(locale: 'vi' | 'en') {
  const en = locale === 'en';
  await userEvent.type(screen.getByRole('textbox', { name: en ? /^Name/ : /^Họ tên/ }), 'Mai');
  await userEvent.click(screen.getByLabelText(en ? '4 stars' : '4 sao'));
  await userEvent.type(screen.getByRole('textbox', { name: en ? /^Your review/ : /^Nội dung đánh giá/ }), 'Tuyệt vời');
  await userEvent.selectOptions(screen.getByRole('combobox'), 'cable-car');
  await userEvent.type(screen.getByLabelText(en ? /^Visit date/ : /^Ngày tham quan/), '2025-03-01');
}

describe('review form', () => {
  it.each([
    ['vi', 'Gửi đánh giá', 'Trường này là bắt buộc', 'Đánh giá từ 1 đến 5 sao'],
    ['en', 'Send review', 'This field is required', 'Rating must be from 1 to 5 stars'],
  ] as const)('in %s, names every missing required field', async (locale, submit, required, rating) => {
    const api = mockApi({ 'review.create': { id: 1, status: 'pending' } });
    renderWithProviders(<ReviewForm />, { locale, trpcClient: api.client });
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(rating)).toBeInTheDocument();
    // author name, content, service type, visit date
    expect(screen.getAllByText(required)).toHaveLength(4);
    expect(api.calls['review.create']).toBeUndefined();
  });

  it.each([
    ['en', fileOf(10, 'cv.pdf', 'application/pdf'), 'Only JPG, PNG or GIF images are accepted.'],
    ['vi', fileOf(10, 'cv.pdf', 'application/pdf'), 'Chỉ chấp nhận ảnh JPG, PNG hoặc GIF.'],
    ['en', fileOf(5 * 1024 * 1024 + 1, 'big.png', 'image/png'), 'The image is larger than 5 MB. Please choose a smaller one.'],
    ['vi', fileOf(6 * 1024 * 1024, 'big.jpg', 'image/jpeg'), 'Ảnh vượt quá 5 MB. Vui lòng chọn ảnh nhỏ hơn.'],
  ] as const)('in %s refuses %p before uploading, with the reason', async (locale, file, reason) => {
    renderWithProviders(<ReviewForm />, { locale, trpcClient: mockApi({}).client });
    await userEvent.click(screen.getByLabelText(locale === 'en' ? 'Upload an image' : 'Tải ảnh lên'));
    await userEvent.upload(screen.getByLabelText(locale === 'en' ? 'Choose an image' : 'Chọn ảnh'), file, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a PNG avatar and sends its upload id with the review', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ uploadId: '5b0c8a8e-8d0f-4c43-9a53-0f5f3c1d2e4a', url: '/uploads/a.png' }) });
    const api = mockApi({ 'review.create': { id: 3, status: 'pending' } });
    renderWithProviders(<ReviewForm />, { locale: 'en', trpcClient: api.client });
    await fillRequired('en');
    await userEvent.click(screen.getByLabelText('Upload an image'));
    await userEvent.upload(screen.getByLabelText('Choose an image'), fileOf(2048, 'me.png', 'image/png'));
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/uploads');
    expect(init.body).toBeInstanceOf(FormData);
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Thank you! Your review is awaiting moderation.')).toBeInTheDocument();
    expect(api.calls['review.create']).toEqual([
      { authorName: 'Mai', rating: 4, content: 'Tuyệt vời', serviceType: 'cable-car', visitDate: '2025-03-01', avatarUploadId: '5b0c8a8e-8d0f-4c43-9a53-0f5f3c1d2e4a' },
    ]);
  });

  it("shows the server's reason when the upload is refused", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 415, json: async () => ({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Chỉ chấp nhận ảnh JPG, PNG hoặc GIF' } }) });
    renderWithProviders(<ReviewForm />, { trpcClient: mockApi({}).client });
    await userEvent.click(screen.getByLabelText('Tải ảnh lên'));
    await userEvent.upload(screen.getByLabelText('Chọn ảnh'), fileOf(100, 'fake.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chỉ chấp nhận ảnh JPG, PNG hoặc GIF');
  });

  it('keeps what the person typed when the server refuses the review', async () => {
    const api = mockApi({
      'review.create': () => {
        throw new ApiRefusal('INTERNAL_SERVER_ERROR', 'Internal Server Error', {}, 500);
      },
    });
    renderWithProviders(<ReviewForm />, { trpcClient: api.client });
    await fillRequired('vi');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể gửi đánh giá. Vui lòng thử lại.');
    expect(screen.getByRole('textbox', { name: /^Họ tên/ })).toHaveValue('Mai');
    expect(screen.getByRole('textbox', { name: /^Nội dung đánh giá/ })).toHaveValue('Tuyệt vời');
    expect(screen.getByLabelText('4 sao')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gửi đánh giá' })).toBeEnabled());
  });

  it.each([
    ['vi', 'Gửi đánh giá', /^Họ tên/, 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút'],
    ['en', 'Send review', /^Name/, 'Too many submissions. Please try again in 10 minutes'],
  ] as const)('in %s, shows the limit of submissions in the form and keeps what the person typed', async (locale, submit, name, tooMany) => {
    const api = mockApi({
      'review.create': () => {
        throw new ApiRefusal('TOO_MANY_REQUESTS', tooMany, {}, 429);
      },
    });
    renderWithProviders(<ReviewForm />, { locale, trpcClient: api.client });
    await fillRequired(locale);
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('textbox', { name })).toHaveValue('Mai');
    expect(screen.getByLabelText(locale === 'en' ? '4 stars' : '4 sao')).toBeChecked();
    expect(toastStore.getState().toasts.map((toast) => toast.message)).not.toContain(tooMany);
  });

  it('shows the limit of photo uploads beside the photo and keeps the review', async () => {
    const tooMany = 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 7 phút';
    fetchMock.mockResolvedValue({ ok: false, status: 429, json: async () => ({ error: { code: 'TOO_MANY_REQUESTS', message: tooMany } }) });
    renderWithProviders(<ReviewForm />, { trpcClient: mockApi({}).client });
    await fillRequired('vi');
    await userEvent.click(screen.getByLabelText('Tải ảnh lên'));
    await userEvent.upload(screen.getByLabelText('Chọn ảnh'), fileOf(100, 'me.png', 'image/png'));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('textbox', { name: /^Họ tên/ })).toHaveValue('Mai');
  });
});
