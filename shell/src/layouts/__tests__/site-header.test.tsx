/**
 * The header's phone menu is a native popover and the language switch a plain link, so both work
 * before the page's code arrives; once hydrated, React follows the popover and switches in place.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from '@storefront/shared/i18n/react';
import { createI18n } from '@storefront/shared/i18n/i18n';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { useLocation } from '@storefront/shared/routes/router';
import { useFixtureSite } from '../../testing/site-fixture';
import { SiteHeader } from '../site-header';

useFixtureSite();

// jsdom has no popovers: the browser's part (show, hide, :popover-open, the toggle event) in brief.
const shown = new WeakSet<Element>();
const realMatches = Element.prototype.matches;
beforeAll(() => {
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    shown.add(this);
    this.dispatchEvent(new Event('toggle'));
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    shown.delete(this);
    this.dispatchEvent(new Event('toggle'));
  };
  Element.prototype.matches = function matches(this: Element, selector: string) {
    return selector === ':popover-open' ? shown.has(this) : realMatches.call(this, selector);
  };
  // Laid out, as on a phone: jsdom lays out nothing.
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
});
afterAll(() => {
  Element.prototype.matches = realMatches;
});

const where = { path: '' };
function LocationProbe() {
  const location = useLocation();
  where.path = location.pathname + location.search;
  return null;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById('site-menu')!;

describe('before hydration (the markup the server sends)', () => {
  const html = renderToString(
    <I18nextProvider i18n={createI18n('vi')}>
      <MemoryRouter initialEntries={['/san-pham?sort=price']}>
        <SiteHeader />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');

  it('has a menu the browser opens and closes by itself, and says nothing of its state the browser would not', () => {
    const button = page.querySelector('button[aria-controls="site-menu"]')!;
    expect(button.getAttribute('popovertarget')).toBe('site-menu');
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    expect(page.getElementById('site-menu')!.getAttribute('popover')).toBe('auto');
  });

  it('switches language with a link that comes back to the same address', () => {
    const link = page.querySelector('[role="group"][aria-label="Ngôn ngữ"] a')!;
    expect(link.textContent).toBe('English');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('href')).toBe(`/api/locale?to=en&next=${encodeURIComponent('/san-pham?sort=price')}`);
  });
});

describe('once hydrated', () => {
  beforeEach(() => localStorage.clear());

  it('keeps open a menu the reader opened before hydration, until a link in it is followed', async () => {
    const header = (
      <I18nextProvider i18n={createI18n('vi')}>
        <MemoryRouter initialEntries={['/san-pham']}>
          <SiteHeader />
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(header);
    // The browser opens the server's popover on a tap, before the page's code has run.
    panel().showPopover();
    await act(async () => {
      render(header, { container, hydrate: true });
    });
    expect(panel().matches(':popover-open')).toBe(true);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('navigation', { name: 'Điều hướng chính' }).querySelector('a')!);
    expect(panel().matches(':popover-open')).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the popover in aria-expanded', async () => {
    await renderWithProviders(<SiteHeader />, { route: '/san-pham' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    act(() => panel().showPopover());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => panel().hidePopover());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open menu, and Escape closes it and gives the focus back to its button', async () => {
    await renderWithProviders(<SiteHeader />, { route: '/san-pham' });
    act(() => panel().showPopover());
    const links = [...panel().querySelectorAll<HTMLElement>('a[href]')];
    links.at(-1)!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(menuButton()).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(links.at(-1)).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a link in the menu is followed', async () => {
    await renderWithProviders(
      <>
        <SiteHeader />
        <LocationProbe />
      </>,
      { route: '/' },
    );
    act(() => panel().showPopover());
    fireEvent.click(screen.getByRole('navigation', { name: 'Điều hướng chính' }).querySelector('a')!);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the language in place, to the same page in that language', async () => {
    await renderWithProviders(
      <>
        <SiteHeader />
        <LocationProbe />
      </>,
      { route: '/san-pham?sort=price' },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'English' }));
    });
    expect(where.path).toBe('/products?sort=price');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.cookie).toContain('locale=en');
  });
});
