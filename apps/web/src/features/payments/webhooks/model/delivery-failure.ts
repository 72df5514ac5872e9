import type { WebhookDelivery } from '@coffer/contract/payments';

/** Why an attempt failed, as the merchant reads it in any language; the raw text is its detail. */
export type DeliveryFailure =
  | 'status'
  | 'tls'
  | 'timeout'
  | 'dns'
  | 'connection'
  | 'redirect'
  | 'private'
  | 'secret'
  | 'other';

// The server keeps the HTTP client's own words (Node's error messages and codes, English): read
// by pattern, first match wins, so a new wording falls back to 'other' with the words shown.
const patterns: readonly [DeliveryFailure, RegExp][] = [
  ['tls', /certificate|\bssl\b|\btls\b|self[- ]signed|CERT_|ERR_TLS|handshake/i],
  ['timeout', /no answer within|timed? ?out|ETIMEDOUT/i],
  ['dns', /ENOTFOUND|EAI_AGAIN|getaddrinfo|could not be resolved/i],
  ['connection', /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|socket hang up|connection/i],
  ['redirect', /redirect/i],
  ['private', /private|local network|loopback/i],
  ['secret', /signing secret/i],
];

/** The reason of a delivery's last failed attempt; null when it has not failed. */
export function deliveryFailure(
  d: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError'>,
): DeliveryFailure | null {
  if (d.lastError === null) return null;
  const matched = patterns.find(([, pattern]) => pattern.test(d.lastError ?? ''));
  if (matched) return matched[0];
  return d.lastStatusCode !== null ? 'status' : 'other';
}
