/**
 * Browser storage under environment-prefixed keys (spec §3), so a development build and a
 * production build on one origin never read each other's session. Storage can be unavailable
 * (private windows, blocked cookies): every access degrades to "nothing stored".
 */
const prefix = `coffer.${import.meta.env.MODE}.`;

export const storageKey = (name: string) => `${prefix}${name}`;

/** The names the shell stores; a feature adds its own here so collisions show in review. */
export type StoredName =
  | 'token'
  | 'refreshToken'
  | 'refreshCountdown'
  | 'tokenExpiresAt'
  | 'lang'
  | 'accountType'
  | 'user'
  | 'assetsType'
  | 'securityVerified'
  | 'securityChangeTicket'
  | 'securityChangeQuery'
  | 'deviceId'
  | 'actionLog'
  | 'appMode'
  | 'regionalNoticeSeen';

function area(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const make = (kind: 'local' | 'session') => ({
  get(name: StoredName): string | null {
    try {
      return area(kind)?.getItem(storageKey(name)) ?? null;
    } catch {
      return null;
    }
  },
  set(name: StoredName, value: string): void {
    try {
      area(kind)?.setItem(storageKey(name), value);
    } catch {
      // Quota or privacy mode: the value lives for this page only.
    }
  },
  remove(name: StoredName): void {
    try {
      area(kind)?.removeItem(storageKey(name));
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
  getJson<T>(name: StoredName): T | null {
    const text = this.get(name);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  },
  setJson(name: StoredName, value: unknown): void {
    this.set(name, JSON.stringify(value));
  },
});

export const storage = make('local');
export const sessionStore = make('session');
