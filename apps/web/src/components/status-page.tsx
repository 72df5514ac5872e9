import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A full-page message: the system pages (maintenance, errors, not found) share this look. */
export function StatusPage({
  code,
  title,
  body,
  actions,
  testId,
}: {
  code?: string;
  title: string;
  body: string;
  actions?: { label: string; to?: string; onClick?: () => void }[];
  testId?: string;
}) {
  return (
    <Container size="sm" py={{ base: 64, md: 120 }} data-testid={testId}>
      <Stack align="center" gap="md" ta="center">
        {code && (
          <Text
            fz={{ base: 64, md: 96 }}
            fw={800}
            lh={1}
            c="var(--mantine-primary-color-light-color)"
            aria-hidden="true"
          >
            {code}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={480}>
          {body}
        </Text>
        {actions && actions.length > 0 && (
          <Group mt="md">
            {actions.map((action, index) =>
              action.to ? (
                <Button
                  key={action.label}
                  variant={index === 0 ? 'filled' : 'default'}
                  component={Link}
                  to={action.to}
                >
                  {action.label}
                </Button>
              ) : (
                <Button
                  key={action.label}
                  variant={index === 0 ? 'filled' : 'default'}
                  onClick={action.onClick}
                >
                  {action.label}
                </Button>
              ),
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
