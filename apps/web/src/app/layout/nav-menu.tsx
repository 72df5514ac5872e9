import { lazy, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import { useIsRouted } from '../../lib/routed-paths';
import { DeferredMenu } from './deferred-menu';
import classes from './layout.module.css';
import type { MenuLink } from './menus';

export interface MenuSection {
  labelKey?: string;
  links: MenuLink[];
}

/** The sections with their links to routed pages only; sections left empty are dropped. */
export function useRoutedSections(sections: MenuSection[]): MenuSection[] {
  const isRouted = useIsRouted();
  return sections
    .map((section) => ({ ...section, links: section.links.filter((link) => isRouted(link.to)) }))
    .filter((section) => section.links.length > 0);
}

const load = () => import('./nav-menu-dropdown');
const Dropdown = lazy(load);

/**
 * A header dropdown of links, opened by hover or click (and the keyboard); its code loads on the
 * first of them. Only links to routed pages are listed, and a menu with none is not shown.
 */
export function NavMenu({
  label,
  sections: allSections,
  testId,
}: {
  label: ReactNode;
  sections: MenuSection[];
  testId?: string;
}) {
  const sections = useRoutedSections(allSections);
  if (sections.length === 0) return null;
  const trigger = (
    <button type="button" className={classes.navLink} data-testid={testId}>
      {label}
      <ChevronDownIcon />
    </button>
  );
  return (
    <DeferredMenu trigger={trigger} load={load} hoverOpens>
      {(start) => <Dropdown trigger={trigger} sections={sections} start={start} />}
    </DeferredMenu>
  );
}
