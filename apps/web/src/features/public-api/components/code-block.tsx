import './styles';
import { Button, CopyButton, Tabs } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { codeSample, type SampleLanguage, type SampleRequest, sampleLanguages } from '../model/code-samples';
import type { PublicApiFacts } from '../model/openapi-model';
import classes from './public-api.module.css';

/** Preformatted code with a copy button in its corner. */
export function CodeBlock({ code, label, testId }: { code: string; label: string; testId?: string }) {
  const { t } = useTranslation('public-api');
  return (
    <div className={classes.codeBox}>
      <pre className={classes.code} data-testid={testId}>
        {code}
      </pre>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'teal' : undefined}
            className={classes.copy}
            onClick={copy}
            aria-label={t('code.copyLabel', { what: label })}
            data-testid={testId && `${testId}-copy`}
          >
            {copied ? t('code.copied') : t('code.copy')}
          </Button>
        )}
      </CopyButton>
    </div>
  );
}

/** The same request signed and sent in curl, Node.js, WebCrypto and Python, one tab each. */
export function SampleTabs({
  request,
  origin,
  facts,
  testId,
}: {
  request: SampleRequest;
  origin: string;
  facts: PublicApiFacts;
  testId: string;
}) {
  const { t } = useTranslation('public-api');
  return (
    // Only the open tab is in the page: a page of calls with four samples each stays light.
    <Tabs defaultValue="curl" keepMounted={false} data-testid={testId}>
      <Tabs.List>
        {sampleLanguages.map((language) => (
          <Tabs.Tab key={language} value={language} data-testid={`${testId}-${language}`}>
            {t(`code.lang.${language}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sampleLanguages.map((language: SampleLanguage) => (
        <Tabs.Panel key={language} value={language} pt="xs">
          <CodeBlock
            code={codeSample(language, origin, request, facts)}
            label={t(`code.lang.${language}`)}
            testId={`${testId}-code`}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
