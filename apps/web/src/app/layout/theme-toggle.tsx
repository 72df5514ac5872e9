import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MoonIcon, SunIcon } from '../../components/icons';
import { track } from '../../lib/action-log';
import { isHydrating } from '../../lib/prerender';
import { useTranslation } from '../../lib/react-i18n';
import { defaultColorScheme } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const stored = useComputedColorScheme(defaultColorScheme, { getInitialValueInEffect: false });
  // A hydrating page was prerendered in the default scheme: the stored one follows after mounting.
  const [mounted, setMounted] = useState(() => !isHydrating());
  useEffect(() => setMounted(true), []);
  const scheme = mounted ? stored : defaultColorScheme;
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={next === 'dark' ? t('header.theme.dark') : t('header.theme.light')}
      data-testid="theme-toggle"
      data-scheme={scheme}
      onClick={() => {
        track('themeChange', next);
        setColorScheme(next);
      }}
    >
      {scheme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </ActionIcon>
  );
}
