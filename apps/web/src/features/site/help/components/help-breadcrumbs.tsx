import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import classes from './help.module.css';

/** Help centre › category › …; the last crumb is the page itself. */
export function HelpBreadcrumbs({ trail }: { trail: { label: string; to?: string }[] }) {
  const { t } = useTranslation('help');
  const crumbs = [{ label: t('home.crumb'), to: paths.help.root.href() }, ...trail];
  return (
    <nav aria-label={t('crumbs.label')}>
      <ol className={classes.crumbs}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to ?? 'current'}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
