import '@mantine/core/styles/Badge.css';
import './styles';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/react-i18n';
import { headerName } from '../model/code-samples';
import { type ApiDocModel, allOperations, type DocOperation } from '../model/openapi-model';
import { exampleBody, exampleQuery } from '../model/operation-example';
import { clockOffsetMs, prettyBody, sendSigned, type TryResult } from '../model/try-request';
import { CodeBlock } from './code-block';
import classes from './public-api.module.css';

const headerLines = (headers: [string, string][]) =>
  headers.map(([name, value]) => `${headerName(name)}: ${value}`).join('\n');

/** Keeps the body a JSON text the server will read, or says why not. */
function bodyProblem(operation: DocOperation, body: string): boolean {
  if (operation.method === 'GET' || body.trim() === '') return false;
  try {
    JSON.parse(body);
    return false;
  } catch {
    return true;
  }
}

/**
 * "Try it": the reader pastes a key and its secret, which live only in this component's state
 * (never stored, never sent: the browser signs with WebCrypto and sends the signature), picks a
 * call, and sends it signed; the answer, its headers, the signed text and the headers sent show
 * below. A call that changes the account is sent only once the reader has ticked that it is real.
 */
export function TryIt({
  model,
  origin,
  selected,
  onSelect,
}: {
  model: ApiDocModel;
  origin: string;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('public-api');
  const calls = allOperations(model);
  const operation = calls.find((op) => op.id === selected) ?? calls[0];
  const [accessKey, setAccessKey] = useState('');
  const [secret, setSecret] = useState('');
  const [query, setQuery] = useState('');
  const [body, setBody] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TryResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const offset = useRef<number | null>(null);

  // A new call starts from its example and asks again before it acts.
  useEffect(() => {
    if (!operation) return;
    setQuery(exampleQuery(operation, model.schemas));
    setBody(exampleBody(operation, model.schemas) ? prettyBody(exampleBody(operation, model.schemas)) : '');
    setConfirmed(false);
    setResult(null);
    setProblem(null);
  }, [operation, model.schemas]);

  if (!operation) return null;
  const writes = operation.method !== 'GET';
  const badBody = bodyProblem(operation, body);

  const send = async () => {
    setProblem(null);
    if (!accessKey.trim() || !secret) return setProblem(t('try.needKey'));
    if (badBody) return setProblem(t('try.badJson'));
    setSending(true);
    try {
      if (offset.current === null && model.facts.serverTime)
        offset.current = await clockOffsetMs(origin, model.facts.serverTime).catch(() => 0);
      const compact = body.trim() ? JSON.stringify(JSON.parse(body)) : '';
      setResult(
        await sendSigned(
          {
            accessKey,
            secret,
            method: operation.method,
            path: operation.path,
            query,
            body: compact,
            idempotent: operation.idempotent || writes,
          },
          model.facts,
          { apiOrigin: origin, now: () => Date.now() + (offset.current ?? 0) },
        ),
      );
      setConfirmed(false);
    } catch (error) {
      setProblem(t('try.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      id="try-it"
      className={classes.section}
      data-testid="try-it"
    >
      <Stack gap="md">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('try.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('try.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('try.accessKey')}
            value={accessKey}
            onChange={(e) => setAccessKey(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="try-access-key"
          />
          <PasswordInput
            label={t('try.secret')}
            value={secret}
            onChange={(e) => setSecret(e.currentTarget.value)}
            autoComplete="off"
            data-testid="try-secret"
          />
        </SimpleGrid>
        <Select
          label={t('try.call')}
          searchable
          allowDeselect={false}
          value={operation.id}
          onChange={(id) => id && onSelect(id)}
          data={model.tags.map((tag) => ({
            group: tag.name,
            items: tag.operations.map((op) => ({
              value: op.id,
              label: `${op.method} ${op.path.split('/').slice(-2).join('/')}`,
            })),
          }))}
          data-testid="try-operation"
        />
        <Group gap="xs" wrap="nowrap">
          <Badge radius="sm" miw={56} style={{ flexShrink: 0 }}>
            {operation.method}
          </Badge>
          <Text className={classes.path} data-testid="try-path">
            {operation.path}
          </Text>
        </Group>
        {operation.parameters.some((p) => p.in === 'query') && (
          <TextInput
            label={t('try.query')}
            description={t('try.queryHint')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            ff="monospace"
            data-testid="try-query"
          />
        )}
        {writes && (
          <Textarea
            label={t('try.bodyField')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            rows={8}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            error={badBody ? t('try.badJson') : undefined}
            data-testid="try-body"
          />
        )}
        {writes && (
          <Alert color="orange" data-testid="try-write-warning">
            <Stack gap="xs">
              <Text size="sm">{t('try.writeWarning')}</Text>
              <Checkbox
                label={t('try.confirm')}
                checked={confirmed}
                onChange={(e) => setConfirmed(e.currentTarget.checked)}
                data-testid="try-confirm"
              />
            </Stack>
          </Alert>
        )}
        {problem && (
          <Alert color="red" data-testid="try-problem">
            {problem}
          </Alert>
        )}
        <Group>
          <Button onClick={send} loading={sending} disabled={writes && !confirmed} data-testid="try-send">
            {t('try.send')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              setAccessKey('');
              setSecret('');
              setResult(null);
            }}
            data-testid="try-forget"
          >
            {t('try.forget')}
          </Button>
        </Group>
        {result && <TryAnswer result={result} />}
      </Stack>
    </Paper>
  );
}

function TryAnswer({ result }: { result: TryResult }) {
  const { t } = useTranslation('public-api');
  const ok = result.status >= 200 && result.status < 300;
  return (
    <Stack gap="sm" data-testid="try-result">
      <Group gap="xs">
        <Badge color={ok ? 'teal' : 'red'} size="lg" radius="sm" data-testid="try-status">
          {t('try.status', { status: result.status })}
        </Badge>
        {ok && (
          <Text size="sm" c="teal">
            {t('try.done')}
          </Text>
        )}
      </Group>
      <CodeBlock code={prettyBody(result.body)} label={t('try.responseBody')} testId="try-response" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('try.responseHeaders')}
          </Text>
          <CodeBlock
            code={headerLines(result.headers)}
            label={t('try.responseHeaders')}
            testId="try-response-headers"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('try.sentHeaders')}
          </Text>
          <CodeBlock
            code={headerLines(result.sentHeaders)}
            label={t('try.sentHeaders')}
            testId="try-sent-headers"
          />
        </Stack>
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('try.signedText')}
        </Text>
        <CodeBlock
          code={result.signedText.replace(/\n/g, '⏎\n')}
          label={t('try.signedText')}
          testId="try-signed-text"
        />
      </Stack>
    </Stack>
  );
}
