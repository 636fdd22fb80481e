import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files of a worker share its modules and globals (docs/architecture.md "Tests"): nothing
// a test stubs, spies on or fakes outlives it.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// jsdom has <dialog> but not its modal methods; these do what the browser does to `open`
// and the close event (focus trapping is left to the Playwright tests in Chromium). A test
// of what the server draws runs without a DOM (`@vitest-environment node`).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom lays nothing out, so there is nothing to scroll: scrolling into view does nothing.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => {};

// What the app says outside React (a server's refusal) goes through Lingui's own instance: in
// English, as the code says it (docs/languages.md).
i18n.loadAndActivate({ locale: 'en-US', messages: {} });
