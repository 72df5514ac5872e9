import './styles';
import { Alert, Box, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';
import { apiOrigin, useApiDocument } from '../api/get-api-document';
import { type ApiDocModel, anchorOf, type DocOperation } from '../model/openapi-model';
import { GuideSections, guideSections } from './guide-sections';
import { OperationView } from './operation-view';
import classes from './public-api.module.css';
import { TryIt } from './try-it';

/** The table of contents: the guide's sections, then the reference by area, then "try it". */
function DocNav({ model }: { model: ApiDocModel | undefined }) {
  const { t } = useTranslation('public-api');
  return (
    <Box component="nav" aria-label={t('nav.label')} className={classes.nav} data-testid="api-doc-nav">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {t('nav.guide')}
      </Text>
      {guideSections.map((id) => (
        <a key={id} href={`#guide-${id}`} className={classes.navLink}>
          {t(`guide.${id}.title`)}
        </a>
      ))}
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="md" mb={4}>
        {t('nav.reference')}
      </Text>
      {model?.tags.map((tag) => (
        <a
          key={tag.name}
          href={`#${anchorOf('tag', tag.name)}`}
          className={classes.navLink}
          data-testid="nav-tag"
        >
          {tag.name} ({tag.operations.length})
        </a>
      ))}
      <a href="#try-it" className={classes.navLink}>
        {t('try.title')}
      </a>
    </Box>
  );
}

function Reference({ model, onTry }: { model: ApiDocModel; onTry: (op: DocOperation) => void }) {
  const { t } = useTranslation('public-api');
  const origin = apiOrigin() || window.location.origin;
  if (model.tags.length === 0) return <Alert color="gray">{t('reference.empty')}</Alert>;
  return (
    <Stack gap={40}>
      {model.tags.map((tag) => (
        <Stack
          key={tag.name}
          gap="md"
          id={anchorOf('tag', tag.name)}
          className={classes.section}
          data-testid="api-tag"
        >
          <Stack gap={2}>
            <Title order={3} fz={{ base: 18, sm: 20 }}>
              {tag.name}
            </Title>
            {tag.description && (
              <Text size="sm" c="dimmed">
                {tag.description}
              </Text>
            )}
          </Stack>
          {tag.operations.map((operation) => (
            <OperationView
              key={operation.id}
              operation={operation}
              schemas={model.schemas}
              facts={model.facts}
              origin={origin}
              onTry={onTry}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /account/ApiDocument: the developer documentation, rendered at run time from the server's
 * generated OpenAPI document with the app's own components: the guide (in the reader's language),
 * the reference of every call a key can make (English, as the document), and "try it".
 */
export function ApiDocumentPage() {
  const { t } = useTranslation('public-api');
  usePageMeta(t('page.title'), t('page.description'));
  const document = useApiDocument();
  const [tried, setTried] = useState<string | null>(null);
  const tryOperation = (operation: DocOperation) => {
    setTried(operation.id);
    window.document.getElementById('try-it')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const model = document.data;
  return (
    <Container size="xl" py="xl" data-testid="page-api-document">
      <Stack gap="xs" mb={40} maw={760}>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('page.title')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('page.description')}
        </Text>
      </Stack>
      <div className={classes.layout}>
        <DocNav model={model} />
        <Stack gap={56} miw={0}>
          {model ? (
            <>
              <GuideSections model={model} origin={apiOrigin()} />
              <Stack gap="md">
                <Title order={2} fz={{ base: 20, sm: 24 }} id="reference" className={classes.section}>
                  {t('reference.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('reference.intro')}
                </Text>
                <Reference model={model} onTry={tryOperation} />
              </Stack>
              <TryIt model={model} origin={apiOrigin()} selected={tried} onSelect={setTried} />
            </>
          ) : document.isError ? (
            <Alert color="red" data-testid="api-document-failed">
              {t('reference.failed')}
            </Alert>
          ) : (
            <Stack align="center" py="xl" gap="xs">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                {t('reference.loading')}
              </Text>
            </Stack>
          )}
        </Stack>
      </div>
    </Container>
  );
}
