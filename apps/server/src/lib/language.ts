import type { constants } from '@coffer/contract';

export type Language = (typeof constants.languages)[number];

/**
 * The reader's language from the wrapper's language header (Accept-Language): Traditional Chinese
 * for zh-TW/HK/MO and zh-Hant, Simplified for other Chinese, English otherwise.
 */
export function languageOf(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!first.startsWith('zh')) return 'en';
  if (/^zh-(tw|hk|mo|hant)/.test(first)) return 'zh-TW';
  return 'zh-CN';
}
