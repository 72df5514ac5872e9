import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/react-i18n';
import type { DeferredMenuStart } from './deferred-menu';
import type { MenuSection } from './nav-menu';

/** A header dropdown of links, opened by hover or click (and the keyboard). */
export default function NavMenuDropdown({
  trigger,
  sections,
  start,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  sections: MenuSection[];
  start: DeferredMenuStart;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={160}
      position="bottom-start"
      offset={6}
      shadow="md"
      defaultOpened={start.opened}
    >
      <Menu.Target>{cloneElement(trigger, { autoFocus: start.focused })}</Menu.Target>
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
