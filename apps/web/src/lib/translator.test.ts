import { describe, expect, it } from 'vitest';
import { type Catalogue, Translator } from './translator';

const catalogues: Record<string, Catalogue> = {
  'en/common': { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
  'en/auth': { title: 'Sign in', items_zero: 'No items', blank: '' },
  'zh-CN/common': { hello: '你好 {{name}}', items_other: '{{count}} 项' },
  'zh-CN/auth': { title: '登录', blank: '' },
};
const make = () =>
  new Translator(async (language, ns) => {
    const found = catalogues[`${language}/${ns}`];
    if (!found) throw new Error('missing');
    return found;
  }, 'en');

describe('the translator (what the app used of i18next)', () => {
  it('interpolates, reads `ns:key`, the fixed namespaces in order, and answers the key when missing', async () => {
    const i18n = make();
    await i18n.changeLanguage('en', ['common', 'auth']);
    expect(i18n.t('hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.t('auth:title')).toBe('Sign in');
    expect(i18n.getFixedT(['auth', 'common'])('hello', { name: 'Bo' })).toBe('Hello Bo');
    expect(i18n.t('auth:nothing')).toBe('nothing');
    expect(i18n.t('nothing', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
    expect(i18n.t('auth:blank')).toBe('');
    expect(i18n.exists('auth:title')).toBe(true);
    expect(i18n.exists('auth:Invalid: input')).toBe(false);
  });

  it('picks the plural of the language: one and other in English, other in Chinese, zero when given', async () => {
    const i18n = make();
    await i18n.changeLanguage('en', ['common', 'auth']);
    expect(i18n.t('items', { count: 1 })).toBe('1 item');
    expect(i18n.t('items', { count: 3 })).toBe('3 items');
    expect(i18n.getFixedT(['auth', 'common'])('items', { count: 0 })).toBe('No items');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('items', { count: 1 })).toBe('1 项');
    expect(i18n.t('hello', { name: '安' })).toBe('你好 安');
  });

  it('switches language after the namespaces read so far have loaded, and tells its readers', async () => {
    const i18n = make();
    await i18n.changeLanguage('en', ['common']);
    await i18n.loadNamespaces('auth');
    let told = 0;
    const stop = i18n.subscribe(() => told++);
    await i18n.changeLanguage('zh-CN');
    stop();
    expect(told).toBe(1);
    expect(i18n.resolvedLanguage).toBe('zh-CN');
    expect(i18n.hasLoadedNamespaces(['common', 'auth'])).toBe(true);
    expect(i18n.t('auth:title')).toBe('登录');
  });

  it('a catalogue that fails to load leaves its keys showing', async () => {
    const i18n = make();
    await i18n.changeLanguage('en', ['nowhere']);
    expect(i18n.hasLoadedNamespaces(['nowhere'])).toBe(true);
    expect(i18n.t('nowhere:title')).toBe('title');
  });
});
