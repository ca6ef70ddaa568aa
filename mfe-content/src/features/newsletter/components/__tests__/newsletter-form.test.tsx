import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import '../../../../testing/register-content';
import { untilRefused } from '../../../../testing/screen';
import { NewsletterForm } from '../newsletter-form';

const api = withTestApi();
// Each test starts a new window of the submission limit and a new list of calls.
beforeEach(async () => {
  api.calls.length = 0;
  await api.db.delete(tables.rateLimits);
});

const form = (title: string) => screen.getByRole('region', { name: title });

describe('newsletter form', () => {
  it('subscribes the address and thanks the reader', async () => {
    await renderWithProviders(<NewsletterForm />, { locale: 'en', api });
    await userEvent.type(within(form('Subscribe')).getByRole('textbox'), 'thanks@example.vn');
    await userEvent.click(within(form('Subscribe')).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form('Subscribe')).findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(shownToasts()).toEqual(['Thank you for subscribing!']);
    const [subscriber] = await api.db.select().from(tables.newsletterSubscribers).where(eq(tables.newsletterSubscribers.email, 'thanks@example.vn'));
    expect(subscriber).toMatchObject({ locale: 'en' });
  });

  it.each([
    ['vi', 'Đăng ký nhận tin', 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút'],
    ['en', 'Subscribe', 'Too many submissions. Please try again in 10 minutes'],
  ] as const)('in %s, shows the limit of submissions in the form and keeps the address typed', async (locale, title, tooMany) => {
    const visitor = await api.caller();
    await untilRefused(() => visitor.newsletter.subscribe({ email: 'someone@example.vn' }));
    await renderWithProviders(<NewsletterForm />, { locale, api });
    const email = within(form(title)).getByRole('textbox');
    await userEvent.type(email, 'reader@example.vn');
    await userEvent.click(within(form(title)).getByRole('button'));
    expect(await within(form(title)).findByRole('alert')).toHaveTextContent(tooMany);
    expect(email).toHaveValue('reader@example.vn');
    expect(api.callsTo('newsletter.subscribe').at(-1)).toEqual({ email: 'reader@example.vn' });
    expect(shownToasts()).toEqual([]);
  });

  it('says the subscription failed, in the form only, when the server cannot reach its database', async () => {
    await renderWithProviders(<NewsletterForm />, { api });
    api.databaseDown(true);
    try {
      await userEvent.type(within(form('Đăng ký nhận tin')).getByRole('textbox'), 'reader@example.vn');
      await userEvent.click(within(form('Đăng ký nhận tin')).getByRole('button'));
      expect(await within(form('Đăng ký nhận tin')).findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút');
    } finally {
      api.databaseDown(false);
    }
    expect(shownToasts()).toEqual([]);
  });
});
