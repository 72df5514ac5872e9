import { Anchor, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsRouted } from '../../lib/routed-paths';
import { CheckIcon } from '../icons';
import classes from './marketing.module.css';
import { ArrowRightIcon } from './marketing-icons';

/** A band of a public page; `id` makes it a `?to=` target. */
export function MarketingSection({
  id,
  title,
  intro,
  alt = false,
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  alt?: boolean;
  children: ReactNode;
}) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      className={alt ? `${classes.section} ${classes.alt}` : classes.section}
      py={{ base: 48, md: 80 }}
      aria-labelledby={titleId}
    >
      <Container size="xl">
        <Stack gap="xs" mb="xl" maw={760}>
          <Title order={2} id={titleId}>
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

export interface FeatureItem {
  icon: ReactNode;
  title: string;
  body: string;
  /** A page of ours the card leads to (a card whose page is not routed yet is not a link). */
  to?: string;
  linkLabel?: string;
}

/** Cards of what a product does; a card with `to` is a link. */
export function FeatureGrid({ items, cols = 3 }: { items: FeatureItem[]; cols?: 2 | 3 | 4 }) {
  const isRouted = useIsRouted();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="lg">
      {items.map((item) => {
        const to = item.to && isRouted(item.to) ? item.to : undefined;
        const inner = (
          <>
            <span className={classes.iconBox}>{item.icon}</span>
            <div className={classes.cardText}>
              <Text fw={600}>{item.title}</Text>
              <Text size="sm" c="dimmed" mt={6} style={{ flex: 1 }}>
                {item.body}
              </Text>
              {to && item.linkLabel && (
                <Group gap={4} mt="md" c="var(--mantine-primary-color-filled)" fz="sm" fw={600}>
                  {item.linkLabel}
                  <ArrowRightIcon />
                </Group>
              )}
            </div>
          </>
        );
        return to ? (
          <Paper
            key={item.title}
            withBorder
            radius="md"
            p="lg"
            className={`${classes.card} ${classes.lift}`}
            component={Link}
            to={to}
          >
            {inner}
          </Paper>
        ) : (
          <Paper key={item.title} withBorder radius="md" p="lg" className={classes.card}>
            {inner}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** Numbered steps, side by side on wide screens. */
export function Steps({ steps }: { steps: { title: string; body: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: steps.length > 3 ? 4 : 3 }} spacing="xl">
      {steps.map((step, index) => (
        <Stack key={step.title} gap="xs">
          <span className={classes.step}>{index + 1}</span>
          <Text fw={600}>{step.title}</Text>
          <Text size="sm" c="dimmed">
            {step.body}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A short list of facts, each with a tick. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item} className={classes.check}>
          <CheckIcon size={16} strokeWidth={2.4} />
          <Text size="sm">{item}</Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * A list of facts beside a card that sums them up: the card's title, its paragraphs and, when
 * given, one way to act on it.
 */
export function CheckListCallout({
  items,
  title,
  body,
  action,
}: {
  items: string[];
  title: string;
  body: string[];
  action?: { label: string; to: string };
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
      <CheckList items={items} />
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="sm">
          <Text fw={700} fz="lg">
            {title}
          </Text>
          {body.map((paragraph) => (
            <Text key={paragraph} c="dimmed">
              {paragraph}
            </Text>
          ))}
          {action && (
            <Group mt="sm">
              <Button component={Link} to={action.to} variant="light">
                {action.label}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

/** Big figures with their meaning. */
export function StatStrip({ stats, cols }: { stats: { value: string; label: string }[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 2, md: cols ?? stats.length }} spacing="lg">
      {stats.map((stat) => (
        <Stack key={stat.label} gap={4}>
          <span className={classes.stat}>{stat.value}</span>
          <Text size="sm" c="dimmed">
            {stat.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Two columns of label and explanation (fees, limits). */
export function FactTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [string, string][];
}) {
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <table className={classes.table}>
        <caption className={classes.srOnly}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td>{label}</td>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}

/** A text link with an arrow, for "read more" lines (none while its page is not routed). */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  const isRouted = useIsRouted();
  if (!isRouted(to)) return null;
  return (
    <Anchor component={Link} to={to} fw={600} size="sm">
      <Group gap={4} component="span" style={{ display: 'inline-flex' }}>
        {children}
        <ArrowRightIcon />
      </Group>
    </Anchor>
  );
}
