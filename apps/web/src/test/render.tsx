import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render as renderInDom } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { messages as spanish } from '../locales/es.po';
import { messages as spain } from '../locales/es-ES.po';

/**
 * The app's words in English, as the code says them: outside a production build Lingui's macros
 * keep each message's English beside its id (docs/languages.md).
 */
export const english = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

/** The app's words in Spanish, from the locale's catalogue, numbers as the locale writes them. */
export const inSpanish = (locale: 'es-419' | 'es-ES') =>
  setupI18n({ locale, messages: { [locale]: locale === 'es-ES' ? spain : spanish } });

/** Around a tree drawn without Testing Library (as the server draws a page). */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}

/** Renders a screen as the app does: inside its words. */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderInDom(ui, { ...options, wrapper: InEnglish });
}

/** Renders a screen as the signed-in layout does: inside a query cache of its own. */
export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
