/**
 * A tap on a server-rendered page before it has hydrated: the documents' start-up script keeps it
 * (as the browser runs it, an inline script after the page), and the page replays it once React has
 * taken the button over, so the reader's tap acts, once.
 */
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { START_UP_SCRIPT, TAP_WAITING_ATTRIBUTE } from '@storefront/shared/startup/start-up-script';
import { replayTapBeforeHydration } from '@storefront/shared/startup/tap-before-hydration';

function Cart() {
  const [count, setCount] = useState(0);
  return (
    <>
      <p>{count} in the cart</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add to cart
      </button>
      <button type="button" popoverTarget="menu">
        Menu
      </button>
      <div data-below-the-fold="hydrating">
        <button type="button">Below</button>
      </div>
    </>
  );
}

let root: Root | undefined;
/** Replays as the page does, and waits for the task the click comes in. */
const replay = (hydrated: Element | null) =>
  act(async () => {
    replayTapBeforeHydration(hydrated);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const page = () => document.getElementById('root')!;
const button = (name: string) => [...page().querySelectorAll('button')].find((element) => element.textContent === name)!;

/** The served document: the page rendered into a marked root, then the start-up script. */
function serve(): void {
  document.body.innerHTML = `<div id="root" data-server-rendered>${renderToString(<Cart />)}</div>`;
  new Function(START_UP_SCRIPT)();
}

async function hydrate(): Promise<void> {
  await act(async () => {
    root = hydrateRoot(page(), <Cart />);
  });
  page().setAttribute('data-hydrated', '');
}

beforeEach(() => {
  // React's development build reports the mark on the tapped button as an attribute the server did
  // not render; its production build, which readers run, compares no attributes.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => root?.unmount());
  root = undefined;
  delete (window as unknown as Record<string, unknown>).__tapBeforeHydration;
});

it('keeps a tap made before hydration and replays it, once, when the page has hydrated', async () => {
  serve();
  button('Add to cart').click();
  button('Add to cart').click();
  expect(button('Add to cart').hasAttribute(TAP_WAITING_ATTRIBUTE)).toBe(true);

  await hydrate();
  expect(page().textContent).toContain('0 in the cart');
  await replay(page());
  expect(page().textContent).toContain('1 in the cart');
  expect(button('Add to cart').hasAttribute(TAP_WAITING_ATTRIBUTE)).toBe(false);

  // Replayed once: nothing is left to replay, and later taps are React's alone.
  await replay(page());
  await act(async () => button('Add to cart').click());
  expect(page().textContent).toContain('2 in the cart');
});

it('leaves a popover button to the browser, and a page that has hydrated to React', async () => {
  serve();
  const popoverClicks = jest.fn();
  button('Menu').addEventListener('click', popoverClicks);
  button('Menu').click();
  expect(popoverClicks).toHaveBeenCalledTimes(1);
  expect(button('Menu').hasAttribute(TAP_WAITING_ATTRIBUTE)).toBe(false);

  await hydrate();
  await act(async () => button('Add to cart').click());
  expect(page().textContent).toContain('1 in the cart');
  expect(button('Add to cart').hasAttribute(TAP_WAITING_ATTRIBUTE)).toBe(false);
});

it('keeps a tap in a part below the fold until that part has hydrated', async () => {
  serve();
  await hydrate();
  const below = button('Below');
  const clicks = jest.fn();
  below.addEventListener('click', clicks);
  below.click();
  expect(clicks).not.toHaveBeenCalled();
  expect(below.hasAttribute(TAP_WAITING_ATTRIBUTE)).toBe(true);

  await replay(page()); // the root has hydrated, the part not yet
  expect(clicks).not.toHaveBeenCalled();

  below.parentElement!.setAttribute('data-below-the-fold', 'hydrated');
  await replay(below.parentElement);
  expect(clicks).toHaveBeenCalledTimes(1);
});
