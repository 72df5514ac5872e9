import {
  type PaymentChannel,
  type PaymentMethod,
  p2pEndpointSchemas,
  p2pLimits,
  paymentChannel,
  paymentFieldProblems,
  paymentMethodForms,
} from '@coffer/contract/p2p';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { LabelValue } from '../../../components/label-value';
import { useConfirmAction } from '../../../domain/forms/confirm-action';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useCreatePaymentMethod, useDeletePaymentMethod, usePaymentMethods } from '../api/p2p';
import { channelName } from '../model/labels';

const channels = Object.values(paymentChannel.members) as PaymentChannel[];

/** One method: its channel, holder and fields, and its delete (asked first). */
function MethodCard({ method, onDelete }: { method: PaymentMethod; onDelete: () => void }) {
  const { t } = useTranslation('p2p');
  return (
    <Paper withBorder radius="md" p="md" data-testid="p2p-method">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{channelName(t, method.channel)}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={onDelete}
            data-testid="p2p-method-delete"
          >
            {t('methods.delete')}
          </Button>
        </Group>
        <LabelValue label={t('methods.holderName')} value={method.holderName} />
        {Object.entries(method.fields).map(([key, value]) => (
          <LabelValue key={key} label={t(`methods.field.${key}`)} value={value} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The add form: the channel (one not in use yet), the holder's name (the KYC name) and the
 * channel's own fields, drawn and checked from the contract's one descriptor.
 */
function AddMethodForm({ taken, onDone }: { taken: PaymentChannel[]; onDone: () => void }) {
  const { t } = useTranslation(['p2p', 'common']);
  const create = useCreatePaymentMethod();
  const free = channels.filter((c) => !taken.includes(c));
  const [channel, setChannel] = useState<PaymentChannel>(free[0] ?? channels[0] ?? 1);
  const [holderName, setHolderName] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [bad, setBad] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const rules = paymentMethodForms[channel];

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    // Only the channel's own, non-empty fields are sent, as the descriptor lists them.
    const sent = Object.fromEntries(
      rules.map((r) => [r.key, (fields[r.key] ?? '').trim()] as const).filter(([, v]) => v !== ''),
    );
    const input = p2pEndpointSchemas.createPaymentMethod.input.safeParse({
      channel,
      holderName,
      fields: sent,
    });
    const problems = paymentFieldProblems(channel, sent);
    if (!input.success) problems.push('holderName');
    setBad(problems);
    if (problems.length > 0 || !input.success) return;
    try {
      await create.mutateAsync(input.data);
      void notifySuccess(t('methods.added'));
      onDone();
    } catch (error) {
      setProblem(isApiError(error) ? errorMessage(error) : t('common:http.unexpected'));
    }
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="p2p-method-form">
        <Stack gap="sm">
          <Select
            label={t('methods.channel')}
            data={free.map((c) => ({ value: String(c), label: channelName(t, c) }))}
            value={String(channel)}
            onChange={(v) => {
              if (!v) return;
              setChannel(Number(v) as PaymentChannel);
              setFields({});
              setBad([]);
            }}
            allowDeselect={false}
            data-testid="p2p-method-channel"
          />
          <TextInput
            label={t('methods.holderName')}
            description={t('methods.holderHint')}
            value={holderName}
            onChange={(e) => setHolderName(e.currentTarget.value)}
            maxLength={80}
            withAsterisk
            error={bad.includes('holderName') ? t('methods.invalid') : undefined}
            data-testid="p2p-method-holder"
          />
          {rules.map((rule) => (
            <TextInput
              key={`${channel}-${rule.key}`}
              label={t(`methods.field.${rule.key}`)}
              value={fields[rule.key] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFields((f) => ({ ...f, [rule.key]: value }));
              }}
              maxLength={rule.maxLength}
              withAsterisk={rule.required}
              error={bad.includes(rule.key) ? t(`methods.fieldRule.${rule.key}`) : undefined}
              data-testid={`p2p-method-${rule.key}`}
            />
          ))}
          {problem && (
            <Alert color="red" icon={<AlertIcon />} data-testid="p2p-method-error">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="p2p-method-save">
              {t('methods.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /account/payment: the user's receiving methods, at most 3 active and one per channel. */
export function PaymentMethods() {
  const { t } = useTranslation('p2p');
  const methods = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const confirm = useConfirmAction();
  const [adding, setAdding] = useState(false);
  const list = methods.data ?? [];
  const full = list.length >= p2pLimits.activePaymentMethodsMax || list.length >= channels.length;
  if (methods.isError)
    return (
      <Alert color="red" icon={<AlertIcon />}>
        {t('methods.failed')}
      </Alert>
    );
  if (!methods.data) return <Skeleton h={120} radius="md" />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('methods.count', { count: list.length, max: p2pLimits.activePaymentMethodsMax })}
        </Text>
        {!adding && (
          <Button onClick={() => setAdding(true)} disabled={full} data-testid="p2p-method-add">
            {t('methods.add')}
          </Button>
        )}
      </Group>
      {adding && <AddMethodForm taken={list.map((m) => m.channel)} onDone={() => setAdding(false)} />}
      {list.length === 0 && !adding ? (
        <Alert color="gray" data-testid="p2p-methods-empty">
          {t('methods.empty')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="p2p-methods">
          {list.map((m) => (
            <MethodCard
              key={m.id}
              method={m}
              onDelete={() =>
                confirm.ask({
                  title: t('methods.delete'),
                  body: t('methods.deleteBody'),
                  facts: [{ label: t('methods.channel'), value: channelName(t, m.channel) }],
                  confirmLabel: t('methods.delete'),
                  run: () => remove(m.id),
                  done: t('methods.deleted'),
                })
              }
            />
          ))}
        </SimpleGrid>
      )}
      {confirm.dialog}
    </Stack>
  );
}
