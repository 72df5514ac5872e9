import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date';

// 05:06 and 17:06 UTC; the test compares the hour the reader's zone shows, on a 24-hour clock.
const early = '2026-03-04T05:06:00.000Z';
const late = '2026-03-04T17:06:00.000Z';
const hourOf = (iso: string) => String(new Date(iso).getHours()).padStart(2, '0');

describe('formatDateTime', () => {
  it('uses a 24-hour clock in every language, with no day periods', () => {
    for (const language of ['en', 'zh-CN', 'zh-TW']) {
      for (const iso of [early, late]) {
        const text = formatDateTime(iso, language);
        expect(text, language).toContain(`${hourOf(iso)}:06`);
        expect(text, language).not.toMatch(/AM|PM|上午|下午|清晨|凌晨|早上|中午|晚上/);
      }
    }
  });

  it('writes the date in the reader language', () => {
    expect(formatDateTime(early, 'en')).toMatch(/Mar \d, 2026/);
    expect(formatDateTime(early, 'zh-CN')).toMatch(/2026年3月\d日/);
    expect(formatDateTime(early, 'zh-TW')).toMatch(/2026年3月\d日/);
  });

  it('shows -- for what is not a date', () => {
    expect(formatDateTime('nope', 'en')).toBe('--');
    expect(formatTime('nope', 'en')).toBe('--');
    expect(formatDate('nope', 'en')).toBe('--');
  });
});

it('formatTime shows hours and minutes on a 24-hour clock', () => {
  expect(formatTime(late, 'zh-TW')).toBe(`${hourOf(late)}:06`);
  expect(formatTime(late, 'en')).toBe(`${hourOf(late)}:06`);
});
