import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Button } from '@storefront/shared/ui/button';

/** The button as the server sends it, before the browser has taken the page over. */
const served = (element: React.ReactElement) => new DOMParser().parseFromString(renderToString(element), 'text/html').querySelector('button')!;

describe('Button', () => {
  it('says it does not work yet, and looks it, until the page is hydrated', () => {
    const button = served(<Button onClick={() => undefined}>Thêm</Button>);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.className).toContain('hydrating');
    // Still in the tab order, unlike a disabled button.
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('keeps a form from being sent by the browser itself before hydration', () => {
    expect(served(<Button type="submit">Gửi</Button>).hasAttribute('disabled')).toBe(true);
  });

  it('works once rendered by the browser', () => {
    render(<Button type="submit">Gửi</Button>);
    const button = screen.getByRole('button', { name: 'Gửi' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button.className).not.toContain('hydrating');
  });
});
