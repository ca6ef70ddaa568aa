// The texts a visit to `/` downloads are the routes module's alone (locales/vi-home.ts): render the
// home page with those, and no other page's part, and look for a text key shown in its place.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { withTestApi } from '@storefront/shared/testing/test-api';
import '../../routes';
import HomePage from '../home-page';

const api = withTestApi();

/** Text keys of this team shown instead of their text: in the page's words or its attributes. */
function shownKeys(): string[] {
  const key = /\b(?:home|posts|reviews|gallery|contact|pagination)\.[\w.]+/g;
  const attributes = [...document.body.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.value));
  return [document.body.textContent ?? '', ...attributes].flatMap((text) => text.match(key) ?? []);
}

describe('the home page', () => {
  it('shows every text of its own and of the parts it embeds with only the texts that come with it', async () => {
    // Every section shows the seeded site's rows, as a visitor would see them.
    const visitor = await api.caller();
    const [[service], { items: [post] }, [photo], { items: [review] }, contact] = await Promise.all([
      visitor.service.list(),
      visitor.post.list({ kind: 'article', pageSize: 3 }),
      visitor.gallery.list(),
      visitor.review.list({ pageSize: 3 }),
      visitor.page.contact(),
    ]);
    // The commerce fragment on it needs the shell's federation runtime: its box shows the failure.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(<HomePage />, { api });

    await screen.findByText(review!.content); // the last section's data: everything has rendered
    await screen.findByText(service!.name);
    await screen.findByText(post!.title);
    await screen.findByText(contact.hotline);
    expect(screen.getByRole('link', { name: contact.socials[0]!.name })).toHaveAttribute('href', contact.socials[0]!.url);
    await userEvent.click(await screen.findByRole('button', { name: `Xem ${photo!.title}` }));
    await screen.findByRole('dialog');

    await waitFor(() => expect(shownKeys()).toEqual([]));
  });
});
