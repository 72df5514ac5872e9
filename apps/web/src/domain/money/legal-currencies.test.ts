import { describe, expect, it } from 'vitest';
import { currencyName } from './legal-currencies';

describe('currencyName', () => {
  it('names a currency in the reader language', () => {
    expect(currencyName('USD', 'en', 'US Dollar')).toBe('US Dollar');
    expect(currencyName('USD', 'zh-CN', 'US Dollar')).toBe('美元');
    expect(currencyName('EUR', 'zh-CN', 'Euro')).toBe('欧元');
    expect(currencyName('GBP', 'zh-TW', 'British Pound')).toBe('英鎊');
  });

  it('keeps the server name for a code the browser does not know', () => {
    expect(currencyName('ZZQ', 'zh-CN', 'Zed')).toBe('Zed');
  });
});
