import { errors, validationMessageKeys } from '@coffer/contract/common';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue rules (DESIGN §8, STYLE i18n): every namespace has the same keys in en, zh-CN and
 * zh-TW, with the same placeholders; every key the code uses exists; every error has its text.
 */
type Catalogue = Record<string, string>;
const shell = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });
const features = import.meta.glob<Catalogue>(
  ['../features/*/locales/*.json', '../features/*/*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const languages = ['en', 'zh-CN', 'zh-TW'] as const;
const byNamespace = new Map<string, Map<string, Catalogue>>();
const add = (ns: string, lang: string, data: Catalogue) => {
  if (!byNamespace.has(ns)) byNamespace.set(ns, new Map());
  byNamespace.get(ns)?.set(lang, data);
};
for (const [file, data] of Object.entries(shell)) {
  const [, lang, ns] = /\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (lang && ns) add(ns, lang, data);
}
for (const [file, data] of Object.entries(features)) {
  const [, ns, lang] = /([^/]+)\/locales\/([^/]+)\.json$/.exec(file) ?? [];
  if (lang && ns) add(ns, lang, data);
}
const en = (ns: string) => byNamespace.get(ns)?.get('en') ?? {};
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each([...byNamespace.keys()])('namespace %s', (ns) => {
  it('exists in all three languages with the same keys, none empty', () => {
    const catalogues = byNamespace.get(ns);
    const keys = Object.keys(en(ns)).sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const lang of languages) {
      const catalogue = catalogues?.get(lang);
      expect(catalogue, `${ns}/${lang}`).toBeDefined();
      expect(Object.keys(catalogue ?? {}).sort(), `${ns}/${lang}`).toEqual(keys);
      for (const key of keys) expect((catalogue?.[key] ?? '').trim(), `${ns}/${lang}: ${key}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(en(ns)))
      for (const lang of languages)
        expect(placeholders(byNamespace.get(ns)?.get(lang)?.[key] ?? ''), `${ns}/${lang}: ${key}`).toEqual(
          placeholders(text),
        );
  });
});

it('has a message for every error of the catalogue and every validation key', () => {
  expect(Object.keys(en('errors')).sort()).toEqual(Object.keys(errors).sort());
  expect(Object.keys(en('validation')).sort()).toEqual([...validationMessageKeys].sort());
});

it('writes Traditional Chinese in traditional characters', () => {
  const text = JSON.stringify([...byNamespace.values()].map((m) => m.get('zh-TW')));
  for (const simplified of [
    '账',
    '户',
    '录',
    '码',
    '请',
    '认',
    '证',
    '额',
    '费',
    '单',
    '资',
    '载',
    '图',
    '应',
    '设',
    '务',
    '问',
    '页',
  ])
    expect(text, simplified).not.toContain(simplified);
});

describe('every key the code uses exists', () => {
  const commonPrefixes = new Set(Object.keys(en('common')).map((k) => k.split('.')[0]));
  const used: { file: string; ns: string[]; key: string }[] = [];
  for (const [file, text] of Object.entries(sources)) {
    // `useTranslation('ns')` or `useTranslation(['ns', 'money'])`: t's own namespace is the first.
    const declared = [...text.matchAll(/useTranslation\(\s*\[?\s*'([\w-]+)'/g)].map((m) => m[1] as string);
    // A shared piece that takes its namespace (`useTranslation(namespace)`) is used by several
    // areas: its keys must exist in one of the namespaces at least (a typo still fails).
    const takesNamespace = /useTranslation\(\s*[A-Za-z_]/.test(text);
    const defaults = takesNamespace
      ? [...byNamespace.keys()]
      : declared.length > 0
        ? [...declared, 'common']
        : ['common'];
    for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) {
      const key = m[1] as string;
      const [ns, bare] = key.includes(':') ? key.split(':') : [null, key];
      used.push({ file, ns: ns ? [ns] : defaults, key: bare as string });
    }
    // Keys kept in data (menus, badges, platform names) rather than written inside t().
    for (const m of text.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)'/g)) {
      const key = m[1] as string;
      // A key that shares a prefix with common's (`actions.…`) may be the file's own namespace's.
      if (commonPrefixes.has(key.split('.')[0] as string) && !key.includes(':'))
        used.push({ file, ns: ['common', ...declared], key });
    }
  }

  it('found the keys to check', () => {
    expect(used.length).toBeGreaterThan(150);
  });

  it.each(languages)('in %s', (lang) => {
    const missing = used.filter(
      ({ ns, key }) => !ns.some((n) => byNamespace.get(n)?.get(lang)?.[key] !== undefined),
    );
    expect(missing.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
