import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import { addDecimals } from '@coffer/contract/common';
import {
  type P2pAd,
  type P2pPriceType,
  type PaymentChannel,
  p2pAdFieldsSchema,
  p2pFiats,
  paymentChannel,
} from '@coffer/contract/p2p';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { useConfirmAction } from '../../../domain/forms/confirm-action';
import { formatAmount } from '../../../domain/money/format-amount';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { type P2pAdFields, useDealerAdActions } from '../api/p2p';
import { adPriceNote, channelName, priceDecimals } from '../model/labels';

type AdValues = {
  side: string;
  coin: string;
  fiat: string;
  priceType: P2pPriceType;
  price: string;
  margin: string;
  minTotal: string;
  maxTotal: string;
  available: string;
  channels: string[];
  windowMinutes: number;
};

const emptyAd: AdValues = {
  side: 'buy',
  coin: 'USDT',
  fiat: 'USD',
  priceType: 'fixed',
  price: '',
  margin: '',
  minTotal: '',
  maxTotal: '',
  available: '',
  channels: [],
  windowMinutes: 15,
};

/**
 * An ad's current terms as the form's values (amounts as the server wrote them, never reformatted).
 * The quantity offered counts what its open orders hold, as UpdateAd reads it.
 */
const valuesOf = (ad: P2pAd): AdValues => ({
  side: ad.side,
  coin: ad.coin,
  fiat: ad.fiat,
  priceType: ad.priceType,
  price: ad.priceType === 'fixed' ? (ad.price ?? '') : '',
  margin: ad.margin ?? '',
  minTotal: ad.minTotal,
  maxTotal: ad.maxTotal,
  available: addDecimals(ad.available, ad.held),
  channels: ad.channels.map(String),
  windowMinutes: ad.windowMinutes,
});

/**
 * Publishes a new ad, or edits `ad` (UpdateAd): checked with the contract's ad schema before it is
 * sent. An edit keeps the ad's side and pair (its orders were placed on them) and is confirmed in
 * a dialog showing the new terms.
 */
export function AdForm({ ad, onDone }: { ad?: P2pAd; onDone: () => void }) {
  const { t } = useTranslation(['p2p', 'common']);
  const actions = useDealerAdActions();
  const confirm = useConfirmAction();
  const [values, setValues] = useState(ad ? valuesOf(ad) : emptyAd);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (change: Partial<AdValues>) => {
    // A refusal speaks of the values it refused: an edit clears it.
    setProblem(null);
    setValues((v) => ({ ...v, ...change }));
  };

  const publish = async (fields: P2pAdFields) => {
    setPending(true);
    try {
      await actions.publish(fields);
      void notifySuccess(t('dealer.published'));
      onDone();
    } catch (error) {
      setProblem(isApiError(error) ? errorMessage(error) : t('common:http.unexpected'));
    } finally {
      setPending(false);
    }
  };
  const askToSave = (id: number, fields: P2pAdFields) => {
    const fiat = (v: string) => `${formatAmount(v, { decimals: 2 })} ${fields.fiat}`;
    confirm.ask({
      title: t('dealer.editTitle'),
      body: t('dealer.saveBody'),
      facts: [
        {
          label: t('dealer.field.price'),
          value:
            fields.margin === undefined
              ? `${formatAmount(fields.price ?? '0', { decimals: priceDecimals })} ${fields.fiat}`
              : (adPriceNote(t, { margin: fields.margin }) ?? ''),
        },
        { label: t('dealer.field.limits'), value: `${fiat(fields.minTotal)} – ${fiat(fields.maxTotal)}` },
        { label: t('dealer.field.available'), value: `${fields.available} ${fields.coin}` },
        { label: t('market.channel'), value: fields.channels.map((c) => channelName(t, c)).join(', ') },
        { label: t('dealer.field.window'), value: String(fields.windowMinutes) },
      ],
      confirmLabel: t('dealer.save'),
      danger: false,
      // Saved: the form closes and the list shows the new terms.
      run: () => actions.update({ ...fields, id }).then(onDone),
      done: t('dealer.saved'),
    });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const fixed = values.priceType === 'fixed';
    const parsed = p2pAdFieldsSchema.safeParse({
      ...values,
      // Only the price of the ad's kind is sent.
      price: fixed ? values.price : undefined,
      margin: fixed ? undefined : values.margin,
      channels: values.channels.map(Number),
    });
    if (!parsed.success) {
      const marginIssue = parsed.error.issues.some((i) => i.path[0] === 'margin');
      setProblem(t(marginIssue ? 'dealer.invalidMargin' : 'dealer.invalid'));
      return;
    }
    setProblem(null);
    if (ad) askToSave(ad.id, parsed.data);
    else void publish(parsed.data);
  };

  const text = (key: 'price' | 'minTotal' | 'maxTotal' | 'available') => (
    <TextInput
      label={t(`dealer.field.${key}`)}
      value={values[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value.replace(/[^0-9.]/g, '') })}
      inputMode="decimal"
      data-testid={`p2p-dealer-${key}`}
    />
  );
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="p2p-dealer-form">
        <Stack gap="sm">
          {ad && (
            <Title order={3} size="h5">
              {t('dealer.editTitle')} · {t(`ad.${ad.side}`, { coin: ad.coin })} / {ad.fiat}
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {!ad && (
              <>
                <Select
                  label={t('dealer.field.side')}
                  data={[
                    { value: 'buy', label: t('dealer.sideBuy') },
                    { value: 'sell', label: t('dealer.sideSell') },
                  ]}
                  value={values.side}
                  onChange={(v) => v && set({ side: v })}
                  allowDeselect={false}
                  data-testid="p2p-dealer-side"
                />
                <TextInput
                  label={t('market.coin')}
                  value={values.coin}
                  onChange={(e) => set({ coin: e.currentTarget.value.toUpperCase() })}
                />
                <Select
                  label={t('market.fiat')}
                  data={[...p2pFiats]}
                  value={values.fiat}
                  onChange={(v) => v && set({ fiat: v })}
                  allowDeselect={false}
                />
              </>
            )}
            <Select
              label={t('dealer.field.priceType')}
              data={[
                { value: 'fixed', label: t('dealer.priceFixed') },
                { value: 'floating', label: t('dealer.priceFloating') },
              ]}
              value={values.priceType}
              onChange={(v) => v && set({ priceType: v as P2pPriceType })}
              allowDeselect={false}
              data-testid="p2p-dealer-price-type"
            />
            {values.priceType === 'fixed' ? (
              text('price')
            ) : (
              <TextInput
                label={t('dealer.field.margin')}
                value={values.margin}
                onChange={(e) => set({ margin: e.currentTarget.value.replace(/[^0-9.+-]/g, '') })}
                inputMode="decimal"
                data-testid="p2p-dealer-margin"
              />
            )}
            {text('minTotal')}
            {text('maxTotal')}
            {text('available')}
            <MultiSelect
              label={t('market.channel')}
              data={(Object.values(paymentChannel.members) as PaymentChannel[]).map((c) => ({
                value: String(c),
                label: channelName(t, c),
              }))}
              value={values.channels}
              onChange={(channels) => set({ channels })}
              data-testid="p2p-dealer-channels"
            />
            <NumberInput
              label={t('dealer.field.window')}
              min={5}
              max={120}
              value={values.windowMinutes}
              onChange={(v) => set({ windowMinutes: Number(v) || 0 })}
              data-testid="p2p-dealer-window"
            />
          </SimpleGrid>
          {ad && ad.held !== '0' && (
            <Text size="xs" c="dimmed" data-testid="p2p-dealer-held">
              {t('dealer.heldNote', { amount: ad.held, coin: ad.coin })}
            </Text>
          )}
          {problem && (
            <Alert color="red" icon={<AlertIcon />} data-testid="p2p-dealer-error">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="p2p-dealer-submit">
              {ad ? t('dealer.save') : t('dealer.publish')}
            </Button>
          </Group>
        </Stack>
      </form>
      {confirm.dialog}
    </Paper>
  );
}
