import { render } from '@testing-library/react';
import { ResponsiveImage } from '../responsive-image';

const upload = '/uploads/0b7c3c2e-4f1a-4d6b-9a55-3f1e2d4c5b6a.jpg';

it('offers an upload in AVIF, then WebP, then its own format, in every width, with one `sizes`', () => {
  const { container } = render(<ResponsiveImage src={upload} alt="Cabin" width={640} height={400} sizes="50vw" />);
  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  const base = upload.slice(0, -'.jpg'.length);
  expect(sources[0]!.getAttribute('srcset')).toBe(`${base}-96.avif 96w, ${base}-192.avif 192w, ${base}-480.avif 480w, ${base}-960.avif 960w, ${base}-1600.avif 1600w`);
  const img = container.querySelector('picture > img')!;
  expect(img.getAttribute('srcset')).toContain(`${base}-1600.jpg 1600w`);
  expect(img).toHaveAttribute('src', upload);
  for (const element of [...sources, img]) expect(element).toHaveAttribute('sizes', '50vw');
  expect(img).toHaveAttribute('width', '640');
  expect(img).toHaveAttribute('height', '400');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
  expect(img).not.toHaveAttribute('fetchpriority');
});

it("fetches the page's largest image at once and first", () => {
  const { container } = render(<ResponsiveImage src="/seed-media/ticket-cable-car.svg" alt="" width={1200} height={800} sizes="100vw" priority />);
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).not.toHaveAttribute('loading');
  // A drawing fits every width itself: only the modern formats come in widths.
  expect(img).not.toHaveAttribute('srcset');
  expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', expect.stringContaining('/seed-media/ticket-cable-car-480.webp 480w'));
});

it('shows an address without variants as it is', () => {
  const { container } = render(<ResponsiveImage src="https://example.com/me.png" alt="Me" width={48} height={48} sizes="48px" />);
  expect(container.querySelector('picture')).toBeNull();
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('src', 'https://example.com/me.png');
  expect(img).not.toHaveAttribute('srcset');
  expect(img).not.toHaveAttribute('sizes');
});
