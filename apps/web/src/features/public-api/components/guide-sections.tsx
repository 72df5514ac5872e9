import '@mantine/core/styles/Badge.css';
import './styles';
import { Anchor, Badge, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';
import { headerName } from '../model/code-samples';
import {
  type ApiDocModel,
  allOperations,
  type DocErrorCode,
  type DocOperation,
  keyPermissions,
} from '../model/openapi-model';
import { sampleRequestOf } from '../model/operation-example';
import { CodeBlock, SampleTabs } from './code-block';
import { ErrorCodeTable, permissionColor } from './operation-view';
import classes from './public-api.module.css';

/** The guide's sections, in page order: their anchors make the table of contents. */
export const guideSections = [
  'intro',
  'auth',
  'clock',
  'permissions',
  'limits',
  'idempotency',
  'errors',
] as const;
export type GuideSection = (typeof guideSections)[number];

function Section({ id, title, children }: { id: GuideSection; title: string; children: ReactNode }) {
  return (
    <Stack
      gap="sm"
      id={`guide-${id}`}
      className={classes.section}
      component="section"
      data-testid={`guide-${id}`}
    >
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const P = ({ children }: { children: ReactNode }) => <Text size="sm">{children}</Text>;

/** The example the signing section shows: the account-information read, else the first call. */
function signingExample(model: ApiDocModel): DocOperation | undefined {
  const calls = allOperations(model);
  return (
    calls.find((op) => /GetAccountInfo$/.test(op.path)) ?? calls.find((op) => op.method === 'GET') ?? calls[0]
  );
}

/** Codes several calls share (the generic ones a signed call can meet), once each, by code. */
function commonCodes(model: ApiDocModel): DocErrorCode[] {
  const calls = allOperations(model);
  const seen = new Map<string, { code: DocErrorCode; count: number }>();
  for (const op of calls)
    for (const code of op.errors) {
      const key = `${code.code}-${code.http}`;
      const entry = seen.get(key) ?? { code, count: 0 };
      entry.count += 1;
      seen.set(key, entry);
    }
  const threshold = Math.max(2, Math.ceil(calls.length / 2));
  return [...seen.values()]
    .filter((entry) => entry.count >= threshold)
    .map((entry) => entry.code)
    .sort((a, b) => a.code - b.code);
}

function HeaderTable({ rows, testId }: { rows: [string, string][]; testId: string }) {
  const { t } = useTranslation('public-api');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table fz="sm" verticalSpacing={6} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('guide.auth.header')}</Table.Th>
            <Table.Th>{t('guide.auth.meaning')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([name, meaning]) => (
            <Table.Tr key={name}>
              <Table.Td className={classes.schemaName}>{name}</Table.Td>
              <Table.Td>{meaning}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The prose of the developer page (in the reader's language), with the document's own numbers. */
export function GuideSections({ model, origin }: { model: ApiDocModel; origin: string }) {
  const { t } = useTranslation('public-api');
  const { facts } = model;
  const h = facts.headers;
  const example = signingExample(model);
  const calls = allOperations(model);
  const codes = commonCodes(model);
  const shownOrigin = origin || window.location.origin;
  return (
    <Stack gap={48}>
      <Section id="intro" title={t('guide.intro.title')}>
        <P>{t('guide.intro.body1')}</P>
        <P>{t('guide.intro.body2')}</P>
        <List size="sm" spacing={4}>
          <List.Item>
            {t('guide.intro.base')}: <Code>{shownOrigin}</Code>
          </List.Item>
          <List.Item>
            <Anchor
              href={`${origin}/api/openapi.json`}
              target="_blank"
              rel="noopener"
              data-testid="openapi-link"
            >
              {t('guide.intro.document', { version: model.openapi })}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={paths.account.api.href()} data-testid="manage-keys-link">
              {t('guide.intro.manageKeys')}
            </Anchor>
          </List.Item>
        </List>
      </Section>

      <Section id="auth" title={t('guide.auth.title')}>
        <P>{t('guide.auth.body')}</P>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('guide.auth.step1')}</List.Item>
          <List.Item>{t('guide.auth.step2')}</List.Item>
          <List.Item>{t('guide.auth.step3')}</List.Item>
          <List.Item>{t('guide.auth.step4')}</List.Item>
        </List>
        <CodeBlock
          code={'timestamp + "\\n" + METHOD + "\\n" + path?query + "\\n" + body'}
          label={t('guide.auth.textLabel')}
          testId="signed-text-format"
        />
        <HeaderTable
          testId="signing-headers"
          rows={[
            [headerName(h.key), t('guide.auth.headerKey')],
            [headerName(h.timestamp), t('guide.auth.headerTimestamp')],
            [headerName(h.signature), t('guide.auth.headerSignature')],
            [
              headerName(h.recvWindow),
              t('guide.auth.headerRecvWindow', {
                default: facts.recvWindowMs.default,
                max: facts.recvWindowMs.max,
              }),
            ],
            [headerName(h.idempotencyKey), t('guide.auth.headerIdempotency')],
          ]}
        />
        <P>{t('guide.auth.rules')}</P>
        <P>{t('guide.auth.proxy')}</P>
        {example && (
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('guide.auth.samples', { method: example.method, path: example.path })}
            </Text>
            <SampleTabs
              request={sampleRequestOf(example, model.schemas)}
              origin={shownOrigin}
              facts={facts}
              testId="signing-sample"
            />
          </Stack>
        )}
      </Section>

      <Section id="clock" title={t('guide.clock.title')}>
        <P>{t('guide.clock.body', { window: facts.recvWindowMs.default })}</P>
        {facts.serverTime ? (
          <P>
            <Code>
              {facts.serverTime.method} {facts.serverTime.path}
            </Code>{' '}
            {t('guide.clock.endpoint')}
          </P>
        ) : null}
        <P>{t('guide.clock.sync', { max: facts.recvWindowMs.max })}</P>
      </Section>

      <Section id="permissions" title={t('guide.permissions.title')}>
        <P>{t('guide.permissions.body')}</P>
        <Stack gap="xs">
          {keyPermissions.map((permission) => (
            <Group key={permission} gap="xs" wrap="nowrap" align="flex-start">
              <Badge variant="light" color={permissionColor[permission]} miw={84}>
                {t(`permission.${permission}`)}
              </Badge>
              <Text size="sm">
                {t(`guide.permissions.${permission}`)}{' '}
                <Text span c="dimmed" size="sm">
                  (
                  {t('guide.permissions.calls', {
                    count: calls.filter((op) => op.permission === permission).length,
                  })}
                  )
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      </Section>

      <Section id="limits" title={t('guide.limits.title')}>
        <P>{t('guide.limits.body')}</P>
        {facts.rateLimits && (
          <List size="sm" spacing={4} data-testid="rate-limit-classes">
            {Object.entries(facts.rateLimits.classes).map(([name, { max }]) => (
              <List.Item key={name}>
                {t('guide.limits.class', {
                  name: t(`permission.${name}`, { defaultValue: name }),
                  max,
                  seconds: Math.round((facts.rateLimits?.windowMs ?? 60_000) / 1000),
                })}
              </List.Item>
            ))}
          </List>
        )}
        <HeaderTable
          testId="rate-limit-headers"
          rows={[
            ['X-RateLimit-Limit', t('guide.limits.headerLimit')],
            ['X-RateLimit-Remaining', t('guide.limits.headerRemaining')],
            ['X-RateLimit-Reset', t('guide.limits.headerReset')],
            ['Retry-After', t('guide.limits.headerRetryAfter')],
          ]}
        />
      </Section>

      <Section id="idempotency" title={t('guide.idempotency.title')}>
        <P>{t('guide.idempotency.body', { header: headerName(h.idempotencyKey) })}</P>
      </Section>

      <Section id="errors" title={t('guide.errors.title')}>
        <P>{t('guide.errors.body')}</P>
        <CodeBlock
          code={JSON.stringify(
            {
              success: false,
              result: null,
              error: { code: 401, message: 'The signature does not match.', details: null },
              unAuthorizedRequest: true,
            },
            null,
            2,
          )}
          label={t('guide.errors.example')}
        />
        <List size="sm" spacing={4}>
          <List.Item>{t('guide.errors.s400')}</List.Item>
          <List.Item>{t('guide.errors.s401')}</List.Item>
          <List.Item>{t('guide.errors.s403')}</List.Item>
          <List.Item>{t('guide.errors.s404')}</List.Item>
          <List.Item>{t('guide.errors.s429')}</List.Item>
        </List>
        {codes.length > 0 && (
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('guide.errors.common')}
            </Text>
            <ErrorCodeTable codes={codes} testId="common-error-codes" />
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
