import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import classes from './auth.module.css';

export const questions = ['over18', 'noConviction', 'noBankruptcy', 'authorityToAct'] as const;
export type Question = (typeof questions)[number];

/** Unanswered is null, so "no" and "not yet" read differently. */
export interface QuestionnaireValues {
  questionnaire: Record<Question, boolean | null>;
}

export const unansweredQuestionnaire = (): Record<Question, boolean | null> => ({
  over18: null,
  noConviction: null,
  noBankruptcy: null,
  authorityToAct: null,
});

/** True once any question is answered "no": the person may not register (spec §5). */
export const anyNo = (answers: Record<Question, boolean | null> | undefined) =>
  questions.some((q) => answers?.[q] === false);

/**
 * The registration questionnaire (spec §2, §5): over 18, no conviction, no bankruptcy, authority
 * to act. Any "no" shows at once that the person is not eligible; the server refuses it too.
 */
export function QuestionnaireFields() {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const { control } = useFormContext<QuestionnaireValues>();
  const answers = useWatch({ control, name: 'questionnaire' });
  const labels: Record<Question, string> = {
    over18: t('questionnaire.over18'),
    noConviction: t('questionnaire.noConviction'),
    noBankruptcy: t('questionnaire.noBankruptcy'),
    authorityToAct: t('questionnaire.authorityToAct'),
  };
  return (
    <Stack gap="xs" data-testid="questionnaire">
      <Text size="sm" c="dimmed">
        {t('questionnaire.intro')}
      </Text>
      <div>
        {questions.map((question) => (
          <Controller
            key={question}
            control={control}
            name={`questionnaire.${question}`}
            render={({ field, fieldState }) => (
              <div className={classes.questionRow}>
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text size="sm" id={`q-${question}`}>
                    {labels[question]}
                  </Text>
                  {/* A "no" is told once, below the questions; here only what is still unanswered. */}
                  {fieldState.error && field.value === null && (
                    <Text size="xs" c="red">
                      {t('questionnaire.unanswered')}
                    </Text>
                  )}
                </Stack>
                <Radio.Group
                  value={field.value === null ? null : field.value ? 'yes' : 'no'}
                  onChange={(value) => field.onChange(value === 'yes')}
                  aria-labelledby={`q-${question}`}
                  data-testid={`question-${question}`}
                >
                  <Group gap="md" wrap="nowrap">
                    <Radio
                      value="yes"
                      label={t('questionnaire.yes')}
                      data-testid={`question-${question}-yes`}
                    />
                    <Radio value="no" label={t('questionnaire.no')} data-testid={`question-${question}-no`} />
                  </Group>
                </Radio.Group>
              </div>
            )}
          />
        ))}
      </div>
      {anyNo(answers) && (
        <Alert color="red" variant="light" role="alert" data-testid="not-eligible">
          {text('notEligibleToRegister')}
        </Alert>
      )}
    </Stack>
  );
}
