import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { toastStore } from '@storefront/shared/toast/toast-store';
import '../../../../testing/register-content';
import { ApiRefusal, mockApi } from '../../../../testing/mock-api';
import { NewsletterForm } from '../newsletter-form';

describe('newsletter form', () => {
  it.each([
    ['vi', 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút'],
    ['en', 'Too many submissions. Please try again in 10 minutes'],
  ] as const)('in %s, shows the limit of submissions in the form and keeps the address typed', async (locale, tooMany) => {
    const api = mockApi({
      'newsletter.subscribe': () => {
        throw new ApiRefusal('TOO_MANY_REQUESTS', tooMany, {}, 429);
      },
    });
    renderWithProviders(<NewsletterForm />, { locale, trpcClient: api.client });
    const form = screen.getByRole('region');
    const email = within(form).getByRole('textbox');
    await userEvent.type(email, 'reader@example.vn');
    await userEvent.click(within(form).getByRole('button'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(tooMany);
    expect(email).toHaveValue('reader@example.vn');
    expect(api.calls['newsletter.subscribe']).toEqual([{ email: 'reader@example.vn' }]);
    expect(toastStore.getState().toasts.map((toast) => toast.message)).not.toContain(tooMany);
  });
});
