import { within } from '@testing-library/react';
import { renderOnServer } from '@storefront/shared/ui/test-render';
import { HydrationHint } from '../hydration-hint';

describe('the status of fields waiting for hydration', () => {
  it.each([
    ['vi', 'Các ô nhập đang sẵn sàng…'],
    ['en', 'The fields are getting ready…'],
  ] as const)('is in the markup the server renders (%s), and gone once the page has hydrated', async (locale, text) => {
    const page = await renderOnServer(
      <form>
        <label htmlFor="email">Email</label>
        <input id="email" name="email" />
        <HydrationHint />
      </form>,
      { locale },
    );
    expect(within(page.container).getByRole('status')).toHaveTextContent(text);

    expect(await page.hydrate()).toEqual([]);
    expect(within(page.container).queryByRole('status')).toBeNull();
    expect(within(page.container).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    page.remove();
  });
});
