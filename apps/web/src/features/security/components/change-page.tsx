import './change-styles';
import { Container, Stack, Stepper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';

const names = ['steps.verify', 'steps.evidence', 'steps.review'] as const;

/** The three pages of a change, in order: a page's texts sit under its name (`first.title`). */
const pageSteps = { first: 0, second: 1, third: 2 } as const;
type ChangeStep = (typeof pageSteps)[keyof typeof pageSteps];

/**
 * The frame of the three steps: where the user is, the title, and a line of help. The title and
 * help are the page's own (`<page>.title`, `<page>.description`) unless given.
 */
export function ChangePage({
  page,
  step = pageSteps[page],
  title,
  description,
  children,
}: {
  page: keyof typeof pageSteps;
  step?: ChangeStep;
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('security');
  const heading = title ?? t(`${page}.title`);
  const help = description ?? t(`${page}.description`);
  usePageMeta(heading, help);
  return (
    <Container size="sm" py="xl" data-testid={`page-security-${page}`}>
      <Stack gap="lg">
        <Stepper active={step} size="sm" allowNextStepsSelect={false} iconSize={30} visibleFrom="sm">
          <Stepper.Step label={t('steps.verify')} />
          <Stepper.Step label={t('steps.evidence')} />
          <Stepper.Step label={t('steps.review')} />
        </Stepper>
        {/* On a phone three labelled steps do not fit one line: say where the user is in words. */}
        <Text size="sm" fw={600} c="dimmed" hiddenFrom="sm" data-testid="change-step">
          {t('steps.compact', { step: step + 1, total: 3, name: t(names[step]) })}
        </Text>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {heading}
          </Title>
          <Text c="dimmed" size="sm">
            {help}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
