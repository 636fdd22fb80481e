import { I18nProvider } from '@lingui/react';
import type { Locale } from '@mathsteps/domain';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { loadLocale } from '../lib/i18n';
import { DrawnWithData } from '../lib/page-data';
import { appRoutes } from './router';

/**
 * The pages the server draws for a visitor, before the app has arrived (decision 0019): on a
 * slow phone the app's code takes seconds, and a visitor's first free problem should not.
 */
export const DRAWN_PAGES: readonly string[] = [
  paths.freeProblems,
  paths.landing,
  paths.parentLogin,
  paths.studentLogin,
];

const handler = createStaticHandler(appRoutes());

/**
 * The HTML of `#root` for a visitor's page at `url` (an absolute address, query included),
 * drawn with the data the page is sent with; undefined for a page the server does not draw.
 * No script in it: the app takes the page over from its own files (the CSP allows no other).
 * In the visitor's locale, as the browser will choose it (docs/languages.md).
 */
export async function renderPage(
  url: string,
  pageData: unknown,
  locale: Locale = 'en-US',
): Promise<string | undefined> {
  if (!DRAWN_PAGES.includes(new URL(url).pathname)) return undefined;
  const context = await handler.query(new Request(url));
  // A redirect, or a route that failed: the browser's app deals with it.
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // An instance per page: pages in two languages may be drawn at once.
  const i18n = await loadLocale(locale);
  // Whole, with what the page loads lazily (the grid's extras, the speakers): the browser
  // takes over a page as the app would draw it.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <DrawnWithData value={pageData}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </DrawnWithData>
      </I18nProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
