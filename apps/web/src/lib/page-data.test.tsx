import { act, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';

function sendWithPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'page-data';
  element.textContent = text;
  document.head.append(element);
}

/** The module as a new page load finds it. */
let usePageData: typeof import('./page-data').usePageData;
beforeEach(async () => {
  vi.resetModules();
  ({ usePageData } = await import('./page-data'));
});
afterEach(() => document.getElementById('page-data')?.remove());

describe('the data sent with the page', () => {
  it('is read once: a later visit to the screen asks the server', () => {
    sendWithPage('{"public":{"addition_0":[]}}');
    expect(renderHook(() => usePageData()).result.current).toEqual({
      public: { addition_0: [] },
    });
    expect(document.getElementById('page-data')).toBeNull();
    expect(renderHook(() => usePageData()).result.current).toBeUndefined();
  });

  it('is the same for a drawing started again before the screen was shown', async () => {
    sendWithPage('{"public":{"addition_0":[1]}}');
    let shown = false;
    let show = () => {};
    const gate = new Promise<void>((resolve) => {
      show = resolve;
    });
    function Screen() {
      const data = usePageData();
      // The first drawing is left unfinished (as when a tap comes while React takes over a
      // page the server drew); React draws the screen again from the start.
      if (!shown) throw gate;
      return <p>{JSON.stringify(data)}</p>;
    }
    render(
      <Suspense fallback="waiting">
        <Screen />
      </Suspense>,
    );
    shown = true;
    await act(async () => show());
    expect(await screen.findByText('{"public":{"addition_0":[1]}}')).toBeVisible();
  });

  it('is nothing when the page brought none, or none that reads', () => {
    expect(renderHook(() => usePageData()).result.current).toBeUndefined();
  });

  it('is nothing when what the page brought does not read', () => {
    sendWithPage('{"public":');
    expect(renderHook(() => usePageData()).result.current).toBeUndefined();
  });
});
