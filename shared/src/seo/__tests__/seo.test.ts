import type { ApiClient } from '@storefront/shared/api/trpc-client';
import { setApiClient } from '@storefront/shared/api/trpc-client';
import { applyHead, fetchHead } from '@storefront/shared/seo/seo';

const productTags = [
  '<title>Trà Shan tuyết cổ thụ | Khu du lịch</title>',
  '<meta name="description" content="Trà &quot;cổ thụ&quot;" />',
  '<meta name="robots" content="index, follow" />',
  '<meta property="og:title" content="Trà Shan tuyết cổ thụ" />',
  '<meta property="og:type" content="product" />',
  '<meta name="twitter:card" content="summary_large_image" />',
  '<link rel="canonical" href="https://mayngan.example/san-pham/tra" />',
  '<link rel="alternate" hreflang="en" href="https://mayngan.example/products/tra" />',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<link rel="preload" as="image" href="/uploads/tra.webp" />',
].join('\n');

describe('applyHead', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      '<meta charset="utf-8" />',
      '<meta name="viewport" content="width=device-width" />',
      '<title>Thực đơn</title>',
      '<meta name="description" content="Thực đơn nhà hàng" />',
      '<meta name="keywords" content="thực đơn" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:image" content="https://mayngan.example/menu.jpg" />',
      '<link rel="canonical" href="https://mayngan.example/thuc-don" />',
      '<link rel="alternate" hreflang="en" href="https://mayngan.example/menu" />',
      '<link rel="alternate" hreflang="x-default" href="https://mayngan.example/thuc-don" />',
      '<meta name="build-id" content="b1" />',
      '<script type="application/json" id="remote-map">{}</script>',
      '<link rel="manifest" href="/pwa/app.webmanifest" />',
    ].join('');
  });

  it("puts the next page's tags in place of the previous page's, leaving the shell's own", () => {
    applyHead(productTags);
    expect(document.title).toBe('Trà Shan tuyết cổ thụ | Khu du lịch');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Trà "cổ thụ"');
    // Tags the new page does not have are gone, not left over from the previous one.
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://mayngan.example/san-pham/tra');
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({ '@type': 'Product' });
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    // The shell's own head stays; a preload is for a document's first paint only.
    for (const kept of ['meta[charset]', 'meta[name="viewport"]', 'meta[name="build-id"]', '#remote-map', 'link[rel="manifest"]']) {
      expect(document.head.querySelector(kept)).not.toBeNull();
    }
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});

describe('fetchHead', () => {
  afterEach(() => setApiClient(null));

  it("asks seo.head for the path's tags", async () => {
    const query = jest.fn().mockResolvedValue({ status: 200, tags: productTags });
    setApiClient({ seo: { head: { query } } } as unknown as ApiClient);
    await expect(fetchHead('/san-pham/tra')).resolves.toBe(productTags);
    expect(query).toHaveBeenCalledWith({ path: '/san-pham/tra' });
  });
});
