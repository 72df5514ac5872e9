import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import { errors } from '@coffer/contract/common';
import {
  type ContactForm as ContactFormValues,
  contactFormSchema,
  contactLimits,
} from '@coffer/contract/contact';
import { protocolDocumentIds } from '@coffer/contract/help';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { type FieldPath, type UseFormReturn, type UseFormSetError, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { isApiError } from '../../../../lib/http/api-error';
import { errorMessage } from '../../../../lib/http/error-handler';
import { useTranslation } from '../../../../lib/react-i18n';
import { useAddContact } from '../api/add-contact';

type Field = FieldPath<ContactFormValues>;
const fields: readonly string[] = ['name', 'email', 'title', 'message', 'dataUseConsent'];
const isField = (name: string): name is Field => fields.includes(name);

/** The form's problem after a send: the rate limit, or anything else the server or network said. */
type SendProblem = { kind: 'rateLimited' } | { kind: 'failed'; message: string };

/**
 * `/contact`: name, e-mail, subject, message and consent to data use, checked by the contract's
 * schema in the browser and again by the server (same rules, same message keys).
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useAddContact();
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const form = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', title: '', message: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset, getValues } = form;
  const fieldError = (name: Field) => {
    const key = formState.errors[name]?.message;
    return key ? t(`validation:${key}`, { defaultValue: key }) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send.mutateAsync(values);
      setSentTo({ name: values.name, email: values.email });
    } catch (error) {
      setProblem(placeSendFailure(error, setError));
    }
  });

  if (sentTo)
    return (
      <ContactSent
        sentTo={sentTo}
        onAgain={() => {
          const { name, email } = getValues();
          reset({ name, email, title: '', message: '' });
          setSentTo(null);
        }}
      />
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }}>
      <form onSubmit={onSubmit} noValidate data-testid="contact-form" aria-label={t('form.label')}>
        <Stack gap="md">
          {problem && <SendProblemAlert problem={problem} />}
          <MessageFields form={form} fieldError={fieldError} />
          <Checkbox
            label={<ConsentLabel />}
            error={fieldError('dataUseConsent')}
            data-testid="contact-consent"
            {...register('dataUseConsent')}
          />
          <Group>
            <Button type="submit" size="md" loading={formState.isSubmitting} data-testid="contact-submit">
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Where a refused send shows: the fields the server named, else the form's problem (null: on the fields). */
function placeSendFailure(error: unknown, setError: UseFormSetError<ContactFormValues>): SendProblem | null {
  if (!isApiError(error)) throw error;
  if (error.code === errors.tooManyRequests.code) return { kind: 'rateLimited' };
  const named = (error.validationErrors ?? []).filter((item) => isField(item.field));
  for (const item of named) setError(item.field as Field, { message: item.message }, { shouldFocus: true });
  return named.length === 0 ? { kind: 'failed', message: errorMessage(error) } : null;
}

function ContactSent({ sentTo, onAgain }: { sentTo: { name: string; email: string }; onAgain: () => void }) {
  const { t } = useTranslation('contact');
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="contact-success" role="status">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {t('success.title', { name: sentTo.name })}
        </Title>
        <Text c="dimmed">{t('success.body', { email: sentTo.email })}</Text>
        <Group mt="sm">
          <Button variant="light" onClick={onAgain}>
            {t('success.again')}
          </Button>
          <Button variant="default" component={Link} to={paths.help.root.href()}>
            {t('success.help')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SendProblemAlert({ problem }: { problem: SendProblem }) {
  const { t } = useTranslation('contact');
  return (
    <Alert
      color={problem.kind === 'rateLimited' ? 'orange' : 'red'}
      variant="light"
      title={problem.kind === 'rateLimited' ? t('error.rateLimited.title') : t('error.failed.title')}
      data-testid={problem.kind === 'rateLimited' ? 'contact-rate-limited' : 'contact-failed'}
      role="alert"
    >
      {problem.kind === 'rateLimited' ? t('error.rateLimited.body') : problem.message}
    </Alert>
  );
}

/** Name, e-mail, subject and message, with the message's length against its limit. */
function MessageFields({
  form,
  fieldError,
}: {
  form: UseFormReturn<ContactFormValues>;
  fieldError: (name: Field) => string | undefined;
}) {
  const { t } = useTranslation('contact');
  const { register, watch } = form;
  const messageLength = watch('message')?.length ?? 0;
  /** A field the form needs: marked, its refusal under it, bound to the form. */
  const required = (name: Field) => ({ withAsterisk: true, error: fieldError(name), ...register(name) });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('form.name')}
          autoComplete="name"
          maxLength={contactLimits.nameMax}
          {...required('name')}
        />
        <TextInput label={t('form.email')} type="email" autoComplete="email" {...required('email')} />
      </SimpleGrid>
      <TextInput label={t('form.title')} maxLength={contactLimits.titleMax} {...required('title')} />
      <Textarea
        label={t('form.message')}
        description={t('form.messageHint', { min: contactLimits.messageMin })}
        autosize
        minRows={6}
        maxRows={14}
        maxLength={contactLimits.messageMax}
        {...required('message')}
      />
      <Text size="xs" c="dimmed" ta="right" mt={-8} aria-live="polite">
        {t('form.count', { count: messageLength, max: contactLimits.messageMax })}
      </Text>
    </>
  );
}

function ConsentLabel() {
  const { t } = useTranslation('contact');
  return (
    <>
      {t('form.consent')}{' '}
      <Anchor
        component={Link}
        to={paths.help.detail.href(protocolDocumentIds.privacy)}
        target="_blank"
        rel="noopener"
        inherit
      >
        {t('form.privacy')}
      </Anchor>
    </>
  );
}
