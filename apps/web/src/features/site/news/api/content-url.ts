import { hostUrls } from '../../../../config/hosts';

/**
 * Image paths in news data are paths on the content host. With the default same-origin hosts they
 * work as they are; a content host on another origin is put in front of them.
 */
export function contentUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const host = hostUrls.content;
  if (/^https?:\/\//i.test(host)) return new URL(path, host).toString();
  return path;
}
