import { useWindowScroll } from '@mantine/hooks';
import { ArrowUpIcon } from '../../components/icons';
import { useTranslation } from '../../lib/react-i18n';
import classes from './layout.module.css';

/** Appears once the reader has scrolled a screen down. */
export function BackToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <button
      type="button"
      className={classes.backToTop}
      data-visible={scroll.y > 480 || undefined}
      aria-label={t('actions.backToTop')}
      aria-hidden={scroll.y > 480 ? undefined : true}
      tabIndex={scroll.y > 480 ? 0 : -1}
      onClick={() => scrollTo({ y: 0 })}
      data-testid="back-to-top"
    >
      <ArrowUpIcon />
    </button>
  );
}
