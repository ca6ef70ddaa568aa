/**
 * The API's links follow the live pages: a release of a remote that moves the page serving a role
 * moves the payment return and the mails with it, read through the published build as the server
 * reads it.
 */
import { passwordResetLink } from '../../auth/password-reset-mail';
import { invitationLink } from '../../auth/invitations-mail';
import { successPagePath } from '../../commerce/order-access';
import { readPublishedSite } from '../../http/published-site';
import { accountDescription, commerceDescription, publishRemote, writePublishedSite } from '../../testing/published-site';
import { linkIntoSite, rolePath } from '../page-links';

const distDir = writePublishedSite();
beforeAll(() => linkIntoSite(() => readPublishedSite(distDir).then((published) => published.site)));

const moved = <T extends { pages: Array<{ id: string }> }>(description: T, id: string, paths: { en: string; vi: string }): T => ({
  ...description,
  pages: description.pages.map((page) => (page.id === id ? { ...page, paths } : page)),
});

it('links to the pages serving the roles, and to their new addresses once their remote moved them', async () => {
  expect(await successPagePath('SF-1')).toMatch(/^\/checkout\/success\?orderCode=SF-1&access=/);
  expect(await invitationLink('https://shop.example', 'tok', 'en')).toBe('https://shop.example/auth/invitation?token=tok&lang=en');

  publishRemote(distDir, 'commerce', '2', moved(commerceDescription, 'checkoutSuccess', { en: '/orders/paid', vi: '/don-hang/da-thanh-toan' }));
  publishRemote(distDir, 'account', '2', moved(accountDescription, 'resetPassword', { en: '/account/new-password', vi: '/tai-khoan/mat-khau-moi' }));

  expect(await successPagePath('SF-1')).toMatch(/^\/don-hang\/da-thanh-toan\?orderCode=SF-1&access=/);
  expect(await rolePath('paymentDone', 'en')).toBe('/orders/paid');
  expect(await passwordResetLink('https://shop.example', 'tok', 'vi')).toBe('https://shop.example/tai-khoan/mat-khau-moi?token=tok&lang=vi');
});

it('says which role no live page serves, and links to the home page instead of a broken address', async () => {
  publishRemote(distDir, 'commerce', '3', { ...commerceDescription, pages: commerceDescription.pages.filter((page) => page.serves !== 'paymentStopped') });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await rolePath('paymentStopped')).toBe('/');
  expect(error).toHaveBeenCalledWith(expect.stringContaining("No live page serves paymentStopped, needed by the API's payment return"));
  error.mockRestore();
});
