import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './i18n';

describe('the starting language (spec §9)', () => {
  it('is English by default', () => {
    expect(resolveLanguage('', null)).toBe('en');
    expect(resolveLanguage('', 'fr')).toBe('en');
  });

  it('follows the stored choice, and ?lang= over it', () => {
    expect(resolveLanguage('', 'zh-TW')).toBe('zh-TW');
    expect(resolveLanguage('?lang=zh-CN', 'zh-TW')).toBe('zh-CN');
    expect(resolveLanguage('?lang=ZH-tw', null)).toBe('zh-TW');
    expect(resolveLanguage('?lang=xx', 'zh-CN')).toBe('zh-CN');
  });

  it('maps the query value zh-hant to zh-CN, as the spec says', () => {
    expect(resolveLanguage('?lang=zh-hant', null)).toBe('zh-CN');
    expect(resolveLanguage('?lang=zh-Hant', 'en')).toBe('zh-CN');
  });
});
