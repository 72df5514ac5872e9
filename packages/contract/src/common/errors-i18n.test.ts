/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ErrorName, errors } from './errors';
import { validationMessageKeys } from './validation-keys';

const languages = ['en', 'zh-CN', 'zh-TW'] as const;

const readCatalogue = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  );

const expectExactly = (catalogue: Record<string, unknown>, keys: readonly string[]) => {
  expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
  for (const key of keys) {
    const text = catalogue[key];
    expect(typeof text === 'string' && text.trim() !== '', `${key} has text`).toBe(true);
  }
};

describe.each(languages)('web catalogues in %s', (language) => {
  it('translate every error name and nothing else', () => {
    expectExactly(readCatalogue(language, 'errors'), Object.keys(errors) as ErrorName[]);
  });

  it('translate every validation message key and nothing else', () => {
    expectExactly(readCatalogue(language, 'validation'), validationMessageKeys);
  });
});

describe('Traditional Chinese catalogue', () => {
  it('does not fall back to Simplified characters', () => {
    const text = JSON.stringify([readCatalogue('zh-TW', 'errors'), readCatalogue('zh-TW', 'validation')]);
    for (const simplified of ['账', '户', '录', '码', '请', '认', '证', '额', '费', '单', '资', '余']) {
      expect(text, simplified).not.toContain(simplified);
    }
  });
});
