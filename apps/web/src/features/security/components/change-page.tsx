import './change-styles';
import { Container, Stack, Stepper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';

const names = ['steps.verify', 'steps.evidence', 'steps.review'] as const;

/** The frame of the three steps: where the user is, the title, and a line of help. */
export function ChangePage({
  step,
  title,
  description,
  children,
  testId,
}: {
  step: 0 | 1 | 2;
  title: string;
  description: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('security');
  usePageMeta(title, description);
  return (
    <Container size="sm" py="xl" data-testid={testId}>
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
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
