import '@mantine/core/styles/Badge.css';
import './styles';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import type { SampleRequest } from '../model/code-samples';
import type { JsonSchema } from '../model/openapi-model';
import { anchorOf, type DocErrorCode, type DocOperation, type PublicApiFacts } from '../model/openapi-model';
import { sampleRequestOf } from '../model/operation-example';
import { CodeBlock, SampleTabs } from './code-block';
import classes from './public-api.module.css';
import { SchemaTable } from './schema-table';

const methodColor: Record<string, string> = { GET: 'teal', POST: 'blue', PUT: 'orange', DELETE: 'red' };
export const permissionColor: Record<string, string> = { read: 'gray', trade: 'indigo', withdraw: 'red' };

/** The `result` inside the envelope when the 200 schema is the envelope, else the schema itself. */
function resultSchema(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  return properties?.result ?? properties?.Data ?? schema;
}

export function ErrorCodeTable({ codes, testId }: { codes: DocErrorCode[]; testId?: string }) {
  const { t } = useTranslation('public-api');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table fz="sm" verticalSpacing={4} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('errors.code')}</Table.Th>
            <Table.Th>{t('errors.http')}</Table.Th>
            <Table.Th>{t('errors.meaning')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((c) => (
            <Table.Tr key={`${c.code}-${c.http}`}>
              <Table.Td ff="monospace">{c.code}</Table.Td>
              <Table.Td ff="monospace">{c.http ?? ''}</Table.Td>
              <Table.Td>{c.message ?? c.name ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** One call of the reference: what it is, what it takes and answers, its codes and examples. */
export function OperationView({
  operation,
  schemas,
  facts,
  origin,
  onTry,
}: {
  operation: DocOperation;
  schemas: Record<string, JsonSchema>;
  facts: PublicApiFacts;
  origin: string;
  onTry: (operation: DocOperation) => void;
}) {
  const { t } = useTranslation('public-api');
  const sample: SampleRequest = sampleRequestOf(operation, schemas);
  const query = operation.parameters.filter((p) => p.in === 'query');
  const resultExample = operation.result?.example;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      id={anchorOf('op', operation.id)}
      className={classes.section}
      data-testid="api-operation"
      data-operation={operation.id}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge
              color={methodColor[operation.method] ?? 'gray'}
              radius="sm"
              variant="filled"
              miw={56}
              style={{ flexShrink: 0 }}
            >
              {operation.method}
            </Badge>
            <Text className={classes.path} data-testid="operation-path">
              {operation.path}
            </Text>
          </Group>
          <Title order={4} fz="md">
            {operation.summary ?? operation.id}
          </Title>
          <Group gap={6}>
            <Badge
              variant="light"
              color={permissionColor[operation.permission]}
              data-testid="operation-permission"
            >
              {t('op.permission', { permission: t(`permission.${operation.permission}`) })}
            </Badge>
            {operation.rateClass && (
              <Badge variant="outline" color="gray">
                {t('op.rateClass', {
                  name: t(`permission.${operation.rateClass}`, { defaultValue: operation.rateClass }),
                })}
              </Badge>
            )}
            {operation.idempotent && (
              <Badge variant="outline" color="blue">
                {t('op.idempotent')}
              </Badge>
            )}
            {operation.summary && (
              <Text size="xs" c="dimmed" ff="monospace">
                {operation.id}
              </Text>
            )}
          </Group>
          {operation.description && (
            <Text size="sm" c="dimmed">
              {operation.description}
            </Text>
          )}
        </Stack>
        {query.length > 0 && (
          <Part title={t('op.parameters')}>
            <SchemaTable
              schema={{
                type: 'object',
                properties: Object.fromEntries(
                  query.map((p) => [p.name, { ...p.schema, description: p.description }]),
                ),
                required: query.filter((p) => p.required).map((p) => p.name),
              }}
              schemas={schemas}
            />
          </Part>
        )}
        {operation.body && (
          <Part title={t('op.body')}>
            <SchemaTable schema={operation.body.schema} schemas={schemas} testId="operation-body" />
          </Part>
        )}
        {operation.result && (
          <Part title={t('op.response')}>
            <SchemaTable
              schema={resultSchema(operation.result.schema)}
              schemas={schemas}
              testId="operation-result"
            />
            {resultExample !== undefined && (
              <CodeBlock code={JSON.stringify(resultExample, null, 2)} label={t('op.responseExample')} />
            )}
          </Part>
        )}
        {operation.errors.length > 0 && (
          <Part title={t('op.errors')}>
            <ErrorCodeTable codes={operation.errors} testId="operation-errors" />
          </Part>
        )}
        <Part title={t('op.examples')}>
          <SampleTabs request={sample} origin={origin} facts={facts} testId={`sample-${operation.id}`} />
        </Part>
        <Group>
          <Button variant="light" size="xs" onClick={() => onTry(operation)} data-testid="operation-try">
            {t('op.try')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
