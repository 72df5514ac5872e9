import './styles';
import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import type { JsonSchema } from '../model/openapi-model';
import { schemaRows } from '../model/schema-rows';
import classes from './public-api.module.css';

/** The fields of a schema as a table: name (indented when nested), type, required, constraints. */
export function SchemaTable({
  schema,
  schemas,
  testId,
}: {
  schema: JsonSchema;
  schemas: Record<string, JsonSchema>;
  testId?: string;
}) {
  const { t } = useTranslation('public-api');
  const rows = schemaRows(schema, schemas);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('schema.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" verticalSpacing={6} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('schema.field')}</Table.Th>
            <Table.Th>{t('schema.type')}</Table.Th>
            <Table.Th>{t('schema.required')}</Table.Th>
            <Table.Th>{t('schema.notes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Names repeat at different depths; the row's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder.
            <Table.Tr key={index}>
              <Table.Td className={classes.schemaName} style={{ paddingLeft: 10 + row.depth * 18 }}>
                {row.depth > 0 ? '└ ' : ''}
                {row.name}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" c="dimmed">
                  {row.type}
                </Text>
              </Table.Td>
              <Table.Td>{row.required ? t('schema.yes') : ''}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.notes.join('; ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
