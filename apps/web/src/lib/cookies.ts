/** A cookie's value; undefined when absent, or when it does not decode (`%` alone): no value. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * `sameSite: 'Lax'` for a cookie the server must also see when a page is opened from a link in
 * an e-mail (the language: the page it draws must be the one the app then takes over).
 */
export function writeCookie(
  name: string,
  value: string,
  maxAgeDays: number,
  sameSite: 'Strict' | 'Lax' = 'Strict',
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=${sameSite}${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
}
