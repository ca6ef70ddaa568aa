import { i18n } from '@storefront/shared/i18n/i18n';
import { viPages } from '../locales/vi-pages';
import { pages } from '../routes';

describe("the content team's Vietnamese texts", () => {
  it('come with the routes module for the home page, and with any other page its own part', async () => {
    expect(i18n.t('content:home.buyTickets')).toBe('Mua vé');
    expect(i18n.exists('content:menu.title')).toBe(false); // a visit to `/` does not download them

    await pages.menu();
    expect(i18n.t('content:menu.title')).toBe(viPages.menu.title);
    expect(i18n.t('content:home.buyTickets')).toBe('Mua vé'); // added to the home part, not in its place
  });
});
