import { type AppTheme, constants } from '@coffer/contract/common';
import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/**
 * Where the colour scheme is kept. public/theme-init.js reads the same key before the first
 * paint (CSP forbids inline scripts), so the page never flashes the wrong theme.
 */
export const colorSchemeStorageKey = 'coffer.color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });
export const defaultColorScheme: AppTheme = constants.defaultTheme;

/**
 * Teal at the shade that keeps white text readable on it (WCAG AA, 4.5:1) in both schemes: white on
 * teal 9 (#087f5b) is 5.0:1, on teal 7 3.3:1, on teal 5 2.1:1. (Mantine's autoContrast picks the text
 * colour once, from the light shade, so it cannot serve a lighter dark-scheme shade.)
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif',
  headings: { fontWeight: '650' },
});
