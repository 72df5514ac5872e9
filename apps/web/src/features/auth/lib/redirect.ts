import { paths } from '../../../config/paths';

/**
 * Where to go after signing in: the page the user came from when it is a path of this site, and
 * not a sign-in page itself (no loop back); the home page otherwise. An absolute or
 * protocol-relative address is never followed (no open redirect).
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return paths.home.path;
  // Control characters (a newline, a tab) have no place in a path and can confuse URL parsers.
  if ([...target].some((c) => c.charCodeAt(0) < 0x20)) return paths.home.path;
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (pathname === '/user' || pathname.startsWith('/user/')) return paths.home.path;
  return target;
}
