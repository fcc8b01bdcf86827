/**
 * Where `?next=` asks to go after login, when it is a path of this site (`/invite/abc?x=1`);
 * null for anything else: other sites (`https://evil.example`, `//evil.example`, `/\evil`),
 * schemes such as `javascript:`, and the empty value.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  const base = 'https://kira.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
