import { type AppTheme, constants } from '@coffer/contract/common';
import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/**
 * Where the colour scheme is kept. public/theme-init.js reads the same key before the first
 * paint (CSP forbids inline scripts), so the page never flashes the wrong theme.
 */
export const colorSchemeStorageKey = 'coffer.color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });
export const defaultColorScheme: AppTheme = constants.defaultTheme;

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif',
  headings: { fontWeight: '650' },
});
