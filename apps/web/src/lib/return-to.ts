/**
 * Signing in from a deep link (a signed-out visitor opening `/chat/…` or `/self-assessment` sees
 * the landing page at that address) returns there afterwards: the way to `/auth` carries the
 * path in `?next=`. Only a path of this site is followed, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`), and never the sign-in page itself.
 */
export const RETURN_PARAM = 'next';

const BASE = 'http://facet.invalid';

/** The same-origin path `value` names (path, query and hash), or null when it is not one. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/')) return null;
  // '//host' and '/\host' are other origins to a browser; a control character is never a path.
  if (value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' ? null : path;
}

/** The sign-in page's address from the page at `current` (path and query): back there after. */
export function authHref(current: string): string {
  const path = safeReturnPath(current);
  return path ? `/auth?${RETURN_PARAM}=${encodeURIComponent(path)}` : '/auth';
}
