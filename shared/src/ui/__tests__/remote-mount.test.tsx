import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { preloadRemotePage, RemoteMount } from '@storefront/shared/ui/remote-mount';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { BOUNDARY_FAILURE_EVENT } from '@storefront/shared/federation/field-signal-hooks';

type Page = ComponentType<Record<string, unknown>>;
const HomePage: Page = () => <h1>Trang chủ</h1>;

/** A load the test answers by hand. */
function manualLoad() {
  let answer!: { resolve: (page: Page) => void; reject: (error: Error) => void };
  const load = jest.fn(
    () =>
      new Promise<Page>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  return { load, answer: () => answer };
}

let key = 0;
const nextKey = () => `content/routes#page-${++key}`;
const mount = (cacheKey: string, load: () => Promise<Page>) =>
  renderWithProviders(<RemoteMount team="content" cacheKey={cacheKey} load={load} pending={<p>Đang tải trang</p>} />);

describe('RemoteMount with a preloaded page', () => {
  it('renders a page that arrived before React asked for it at once, with no pending state in between', async () => {
    const cacheKey = nextKey();
    const { load, answer } = manualLoad();
    preloadRemotePage(cacheKey, load);
    await act(async () => answer().resolve(HomePage));

    await mount(cacheKey, load);
    // Synchronously in the first render: a lazy component would have suspended to its fallback first.
    expect(screen.getByRole('heading', { name: 'Trang chủ' })).toBeInTheDocument();
    expect(screen.queryByText('Đang tải trang')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the pending content while the preload is on its way, then the page, loading it once', async () => {
    const cacheKey = nextKey();
    const { load, answer } = manualLoad();
    preloadRemotePage(cacheKey, load);
    const { container } = await mount(cacheKey, load);
    expect(screen.getByText('Đang tải trang')).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="content"]')).not.toBeNull();

    await act(async () => answer().resolve(HomePage));
    expect(screen.getByRole('heading', { name: 'Trang chủ' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again itself when the preload failed, and offers Retry when that fails too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const cacheKey = nextKey();
    const preload = manualLoad();
    preloadRemotePage(cacheKey, preload.load);
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed')).mockResolvedValue(HomePage);
    await mount(cacheKey, load);

    await act(async () => preload.answer().reject(new Error('Loading chunk 7 failed')));
    await userEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Trang chủ' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });
});

describe('RemoteMount with chunks whose preload failed', () => {
  // Webpack's name for a script chunk that did not load; the browser answers a chunk whose
  // document preload failed with that failure once, without asking the network.
  const chunkLoadError = (chunk: string) => Object.assign(new Error(`Loading chunk ${chunk} failed.`), { name: 'ChunkLoadError' });

  it('asks again for chunks, one level deeper each time, before it offers Retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkLoadError('routes')).mockRejectedValueOnce(chunkLoadError('page-about')).mockResolvedValue(HomePage);
    await mount(nextKey(), load);
    expect(await screen.findByRole('heading', { name: 'Trang chủ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('offers Retry at once for any other failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn().mockRejectedValue(new Error('Remote module content/routes is unavailable'));
    await mount(nextKey(), load);
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });

  it('offers Retry once the chunks failed three times: the network itself is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn().mockRejectedValue(chunkLoadError('7'));
    await mount(nextKey(), load);
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    jest.restoreAllMocks();
  });
});

describe('RemoteMount tells the field signals when it fails', () => {
  const failures: unknown[] = [];
  const listen = (event: Event) => failures.push((event as CustomEvent).detail);
  beforeEach(() => {
    failures.length = 0;
    window.addEventListener(BOUNDARY_FAILURE_EVENT, listen);
  });
  afterEach(() => {
    window.removeEventListener(BOUNDARY_FAILURE_EVENT, listen);
    jest.restoreAllMocks();
  });

  it('names the team and where it failed: loading its code, a chunk, or rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const unavailable = new Error('Remote module content/routes is unavailable');
    await mount(nextKey(), jest.fn().mockRejectedValue(unavailable));
    await screen.findByRole('button', { name: 'Thử lại' });
    const chunk = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    await mount(nextKey(), jest.fn().mockRejectedValue(chunk));
    await screen.findAllByRole('button', { name: 'Thử lại' });
    const thrown = new TypeError('x is undefined');
    const Broken: Page = () => {
      throw thrown;
    };
    await mount(nextKey(), jest.fn().mockResolvedValue(Broken));
    await act(async () => undefined);
    expect(failures).toEqual([
      { remote: 'content', phase: 'load', error: unavailable },
      { remote: 'content', phase: 'chunk', error: chunk },
      { remote: 'content', phase: 'render', error: thrown },
    ]);
  });
});
