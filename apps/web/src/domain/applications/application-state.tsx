import '@mantine/core/styles/Badge.css';
import { Badge, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The parts an account application's card shares, whatever the account (the cash account, the
 * global account): identity comes first, then where the application stands. The words are the
 * caller's, already translated.
 */
export function VerifyIdentityFirst({ text, action }: { text: string; action: string }) {
  return (
    <>
      <Text size="sm">{text}</Text>
      <Button component={Link} to={paths.account.verify.href()} w="fit-content">
        {action}
      </Button>
    </>
  );
}

/** The application's state as a badge, what it means, and when it was sent. */
export function ApplicationStanding({
  color,
  label,
  body,
  sentAt,
  testId,
}: {
  color: string;
  label: string;
  body: string;
  sentAt: string;
  testId: string;
}) {
  return (
    <>
      <Badge color={color} variant="light" size="lg" radius="sm" tt="none" data-testid={testId}>
        {label}
      </Badge>
      <Text size="sm">{body}</Text>
      <Text size="xs" c="dimmed">
        {sentAt}
      </Text>
    </>
  );
}
