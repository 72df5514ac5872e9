import '@mantine/core/styles/Badge.css';
import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../lib/react-i18n';
import classes from './page-frame.module.css';

export interface SectionLink {
  label: string;
  to: string;
  /** A count beside the label (what waits on that screen); shown when above 0. */
  badge?: { count: number; label: string };
}

/** What one of an area's screens puts in the area's frame (the area's own frame adds its links). */
export interface FramedScreen {
  title: string;
  description: string;
  children: ReactNode;
  testId: string;
}

/** What a screen gives the frame around it: its title, a line of help, actions on the right. */
export interface ScreenFrameProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** Scrolls a sideways-scrolling row (only it) so that `link` is wholly in view. */
function scrollRowTo(row: HTMLElement | null, link: HTMLElement | null) {
  if (!row || !link || row.scrollWidth <= row.clientWidth) return;
  const shown = row.getBoundingClientRect();
  const wanted = link.getBoundingClientRect();
  if (wanted.left < shown.left) row.scrollLeft -= shown.left - wanted.left;
  else if (wanted.right > shown.right) row.scrollLeft += wanted.right - shown.right;
}

/** Marks the row with where more links lie beyond its edges: its fading edge is the cue to scroll. */
function markHidden(row: HTMLElement | null) {
  if (!row) return;
  const more = row.scrollWidth - row.clientWidth;
  row.toggleAttribute('data-more-left', more > 0 && row.scrollLeft > 1);
  row.toggleAttribute('data-more-right', more > 0 && row.scrollLeft < more - 1);
}

/** The links between an area's screens, the current one filled. */
function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  const { pathname } = useLocation();
  const row = useRef<HTMLDivElement>(null);
  const activeLink = useRef<HTMLAnchorElement>(null);
  // The current screen's link in view on a phone, where the row scrolls sideways. Measured after
  // the browser has laid the page out (a frame, then a task): measuring in the effect forced the
  // whole new page's layout inside React's commit (~170 ms at 4x CPU on /assets), and
  // scrollIntoView could also scroll the page itself.
  useEffect(() => {
    if (!pathname) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        scrollRowTo(row.current, activeLink.current);
        markHidden(row.current);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname]);
  return (
    // On a phone the links scroll sideways rather than shrink into unreadable stubs (the module's CSS).
    <div ref={row} className={classes.row} onScroll={(e) => markHidden(e.currentTarget)}>
      <Group gap={6} wrap="nowrap" component="nav" aria-label={label} className={classes.links}>
        {links.map((s) => {
          const active = pathname === s.to;
          return (
            <Button
              key={s.to}
              ref={active ? activeLink : undefined}
              component={Link}
              to={s.to}
              size="compact-sm"
              radius="xl"
              variant={active ? 'filled' : 'subtle'}
              color={active ? undefined : 'gray'}
              aria-current={active ? 'page' : undefined}
              style={{ flexShrink: 0 }}
              rightSection={
                s.badge && s.badge.count > 0 ? (
                  <Badge size="xs" circle={s.badge.count < 10} color="orange" aria-label={s.badge.label}>
                    {s.badge.count}
                  </Badge>
                ) : undefined
              }
            >
              {s.label}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}

/**
 * The frame of a signed-in area's screen (assets, security centre, API keys): the links between
 * the area's screens if it has several, a title, a line of help, actions on the right.
 */
export function PageFrame({
  title,
  description,
  actions,
  nav,
  children,
  testId,
}: ScreenFrameProps & { nav?: { label: string; links: readonly SectionLink[] } }) {
  return (
    <Container size="lg" py="xl" data-testid={testId}>
      <Stack gap="lg">
        {nav && <SectionNav label={nav.label} links={nav.links} />}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm" maw={680}>
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * The frame of an area's screens: PageFrame with the links between them, labelled by `sections`'
 * keys (and `nav.label`) in the area's namespace.
 */
export function AreaFrame({
  namespace,
  sections,
  ...screen
}: ScreenFrameProps & { namespace: string; sections: readonly { key: string; to: string }[] }) {
  const { t } = useTranslation(namespace);
  const links = sections.map((s) => ({ label: t(s.key), to: s.to }));
  return <PageFrame {...screen} nav={{ label: t('nav.label'), links }} />;
}
