import { type AppLanguage, constants } from '@coffer/contract/common';
import { storage } from './storage';
import { Translator } from './translator';

/**
 * Catalogues by language and namespace, each its own chunk: the shell's namespaces live in
 * src/locales/<lang>/<ns>.json, a feature's in src/features/<ns>/locales/<lang>.json, or
 * src/features/<area>/<ns>/locales/<lang>.json for a sub-area (the public site's pages). Keys are
 * flat (`header.login`, and the error names), so the key separator is off.
 */
const shellCatalogues = import.meta.glob<Record<string, string>>('../locales/*/*.json', {
  import: 'default',
});
const featureCatalogues = import.meta.glob<Record<string, string>>(
  ['../features/*/locales/*.json', '../features/*/*/locales/*.json'],
  {
    import: 'default',
  },
);

type Loader = () => Promise<Record<string, string>>;
export const catalogueLoaders = new Map<string, Loader>();
for (const [file, load] of Object.entries(shellCatalogues)) {
  const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (lang && ns) catalogueLoaders.set(`${lang}/${ns}`, load);
}
for (const [file, load] of Object.entries(featureCatalogues)) {
  const [, ns, lang] = /\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file) ?? [];
  if (lang && ns) catalogueLoaders.set(`${lang}/${ns}`, load);
}

export const languages = constants.languages;
export const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** `?lang=` first (with the spec's alias zh-hant → zh-CN), then the stored choice, then English. */
export function resolveLanguage(search: string, stored: string | null): AppLanguage {
  const asked = new URLSearchParams(search).get('lang');
  if (asked) {
    const aliases: Record<string, string> = constants.languageQueryAliases;
    const mapped = aliases[asked.toLowerCase()] ?? asked;
    const match = languages.find((l) => l.toLowerCase() === mapped.toLowerCase());
    if (match) return match;
  }
  if (isAppLanguage(stored)) return stored;
  return constants.defaultLanguage;
}

/**
 * The app's texts: a small translator over the catalogues (lib/translator.ts), which components
 * read through `useTranslation` of lib/react-i18n.ts. i18next did the same for ~18 kB of every
 * first visit (issue 14).
 */
export const i18n = new Translator(
  (language, namespace) => catalogueLoaders.get(`${language}/${namespace}`)?.() ?? Promise.resolve({}),
  constants.defaultLanguage,
);

/** Namespaces every page needs before its first paint. */
export const shellNamespaces = ['common', 'errors'];

export async function initI18n(language: AppLanguage): Promise<Translator> {
  await i18n.changeLanguage(language, shellNamespaces);
  applyDocumentLanguage(language);
  return i18n;
}

function applyDocumentLanguage(language: AppLanguage) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const currentLanguage = (): AppLanguage =>
  isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : constants.defaultLanguage;

/**
 * Keeps the reader's language: in storage for the app, and in a cookie for the server, which sends
 * the prerendered public pages in it.
 */
export function rememberLanguage(language: AppLanguage): void {
  storage.set('lang', language);
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
    document.cookie = `${constants.languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies blocked: the server sends the default language and the app renders the stored one.
  }
}

/** Switches the language everywhere: texts, the `lang` attribute, the header of every call. */
export async function setLanguage(language: AppLanguage): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}
