import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import '../../../../testing/register-content';
import { ReviewForm } from '../review-form';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('review form photo preview', () => {
  it("shows the person's own file, since the server keeps an upload private until its review is approved", async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ uploadId: '5b0c8a8e-8d0f-4c43-9a53-0f5f3c1d2e4a', url: '/uploads/5b0c8a8e-8d0f-4c43-9a53-0f5f3c1d2e4a.png' }) });
    // Without an API: choosing a photo calls no procedure.
    await renderWithProviders(<ReviewForm />, { locale: 'en' });
    await userEvent.click(screen.getByLabelText('Upload an image'));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await userEvent.upload(screen.getByLabelText('Choose an image'), new File([bytes], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Uploaded avatar' });
    expect(preview.getAttribute('src')).toBe(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
  });
});
