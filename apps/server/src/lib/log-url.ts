/** Query parameters that are capabilities: whoever reads them in a log could use them. */
const secretParams = ['signature'];

/** A request URL fit for the log: the values of capability parameters (signed links) hidden. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of secretParams)
    if (params.has(name)) {
      params.set(name, 'redacted');
      changed = true;
    }
  return changed ? `${url.slice(0, at)}?${params}` : url;
}
