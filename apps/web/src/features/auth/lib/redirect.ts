import { paths } from '../../../config/paths';

/**
 * Where to go after signing in: the page the user came from when it is a path of this site, and
 * not a sign-in page itself (no loop back); the assets overview otherwise (issue 12: a user who
 * signs in wants their account, not the marketing home). An absolute or protocol-relative
 * address is never followed (no open redirect).
 */
export function safeRedirect(target: string | null | undefined): string {
  const fallback = paths.assets.root.path;
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters (a newline, a tab) have no place in a path and can confuse URL parsers.
  if ([...target].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (pathname === '/user' || pathname.startsWith('/user/')) return fallback;
  return target;
}
