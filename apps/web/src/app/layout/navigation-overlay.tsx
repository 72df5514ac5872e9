import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/react-i18n';
import classes from './navigation-overlay.module.css';

/** Quick transitions should not flash a spinner. */
const showAfterMs = 200;

/** The loading overlay while the next route's code and data load (spec §2). */
export function NavigationOverlay() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), showAfterMs);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div
      className={classes.loadingOverlay}
      role="status"
      aria-label={t('actions.loading')}
      data-testid="route-loading"
    >
      <Loader size="lg" />
    </div>
  );
}
