import { afterEach, describe, expect, it } from 'vitest';
import { takePageData } from './page-data';

function sendWithPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'page-data';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('the data sent with the page', () => {
  it('is read once: a later visit to the screen asks the server', () => {
    sendWithPage('{"public":{"addition_0":[]}}');
    expect(takePageData()).toEqual({ public: { addition_0: [] } });
    expect(document.getElementById('page-data')).toBeNull();
    expect(takePageData()).toBeUndefined();
  });

  it('is nothing when the page brought none, or none that reads', () => {
    expect(takePageData()).toBeUndefined();
    sendWithPage('{"public":');
    expect(takePageData()).toBeUndefined();
  });
});
