/**
 * Apart from below-the-fold.test.tsx: the part waits for the first paint only on the first page a
 * module load renders, so this needs a module registry of its own, and the server's render one
 * more (its own React and BelowTheFold, as the server's process has).
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { BelowTheFold } from '@storefront/shared/ui/below-the-fold';

/** The whole page, below the fold too, as the server's documents have it. */
async function serverRender(page: (part: typeof BelowTheFold) => ReactElement): Promise<string> {
  let server!: { renderToReadableStream: typeof import('react-dom/server').renderToReadableStream; BelowTheFold: typeof BelowTheFold };
  jest.isolateModules(() => {
    server = { renderToReadableStream: require('react-dom/server').renderToReadableStream, BelowTheFold: require('@storefront/shared/ui/below-the-fold').BelowTheFold };
  });
  const stream = await server.renderToReadableStream(page(server.BelowTheFold));
  await stream.allReady;
  return new Response(stream).text();
}

describe('BelowTheFold in a server-rendered page', () => {
  it('keeps a server-rendered part marked hydrating until it has hydrated, so its controls take no tap before React can answer them', async () => {
    const played: string[] = [];
    const page = (Part: typeof BelowTheFold) => (
      <main>
        <h1>Cable car</h1>
        <Part>
          <button type="button" onClick={() => played.push('video')}>
            Play the video
          </button>
        </Part>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = await serverRender(page);
    document.body.append(container);
    const part = () => container.querySelector('[data-below-the-fold]')!;
    expect(part().getAttribute('data-below-the-fold')).toBe('hydrating');

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(BelowTheFold), { onRecoverableError: (error) => errors.push(error) });
    });
    // The rest of the page has hydrated; the part waits for the first paint.
    expect(part().getAttribute('data-below-the-fold')).toBe('hydrating');

    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(part().getAttribute('data-below-the-fold')).toBe('hydrated');
    screen.getByRole('button', { name: 'Play the video' }).click();
    expect(played).toEqual(['video']);
    expect(errors).toEqual([]);
    container.remove();
  });
});
