import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { useIsRouted } from '../../lib/routed-paths';
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

/**
 * A header dropdown of links, opened by hover or click (and the keyboard). Only links to routed
 * pages are listed, and a menu with none is not shown.
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
  const { t } = useTranslation();
  const sections = useRoutedSections(allSections);
  if (sections.length === 0) return null;
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={160}
      position="bottom-start"
      offset={6}
      shadow="md"
    >
      <Menu.Target>
        <button type="button" className={classes.navLink} data-testid={testId}>
          {label}
          <ChevronDownIcon />
        </button>
      </Menu.Target>
      <Menu.Dropdown miw={200}>
        {sections.map((section, index) => (
          <div key={section.labelKey ?? index}>
            {index > 0 && <Menu.Divider />}
            {section.labelKey && <Menu.Label>{t(section.labelKey)}</Menu.Label>}
            {section.links.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {t(link.labelKey)}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
