import { paths } from '../config/paths';

/** The query key of the page a signed-out parent is sent back to after logging in. */
const NEXT = 'next';

/** "/parent-login?next=%2Freport-cards%3Fstudent%3Dmaya". */
export function loginThenBack(path: string): string {
  return `${paths.parentLogin}?${new URLSearchParams({ [NEXT]: path })}`;
}

/**
 * The page to return to, from a login page's query: only a path of this site. "//evil.example"
 * and "/\evil.example" are other sites to a browser, and anything else is ignored too.
 */
export function returnPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  return next;
}
