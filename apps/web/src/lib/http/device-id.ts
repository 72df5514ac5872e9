import { storage } from '../storage';

/** FNV-1a: a short, stable digest of the browser's traits (not a secret, not a security measure). */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function traits(): string {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const screenSize =
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  return [
    nav?.userAgent,
    nav?.language,
    nav?.hardwareConcurrency,
    screenSize,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
}

const randomPart = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '').slice(0, 16)
    : Math.random().toString(16).slice(2, 18);

let cached: string | null = null;

/**
 * The device fingerprint id every call sends (spec §7): the browser's traits plus a random part,
 * so two identical machines still differ, kept in storage so it stays stable for this browser.
 */
export function deviceId(): string {
  if (cached) return cached;
  const stored = storage.get('deviceId');
  if (stored && /^[0-9a-f]{8}-[0-9a-z]{8,16}$/.test(stored)) {
    cached = stored;
    return stored;
  }
  cached = `${digest(traits())}-${randomPart()}`;
  storage.set('deviceId', cached);
  return cached;
}
