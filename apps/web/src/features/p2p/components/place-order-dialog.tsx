import { positiveAmountSchema } from '@coffer/contract/common';
import { type P2pAd, type PaymentChannel, p2pTotal, p2pTotalWithinLimits } from '@coffer/contract/p2p';
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { LabelValue } from '../../../components/label-value';
import { paths } from '../../../config/paths';
import { AmountInput } from '../../../domain/money/amount-input';
import { formatAmount } from '../../../domain/money/format-amount';
import { newRequestId } from '../../../domain/money/request-id';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { usePaymentMethods, usePlaceOrder } from '../api/p2p';
import { adPriceNote, adPriceText, channelName } from '../model/labels';

/**
 * The order form of an ad: the quantity (its fiat total shown as typed, exact), the channel to pay
 * by (a buy) or the user's own method to be paid to (a sell), then a confirm step with the facts
 * before the order is placed. One request id per opened form, so a retried submit is one order.
 */
export function PlaceOrderDialog({
  ad,
  decimals,
  onClose,
}: {
  ad: P2pAd | null;
  decimals: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('p2p');
  return (
    <Modal
      opened={ad !== null}
      onClose={onClose}
      centered
      title={ad ? t(`ad.${ad.side}`, { coin: ad.coin }) : ''}
      data-testid="p2p-order-dialog"
    >
      {ad && <OrderForm key={ad.id} ad={ad} decimals={decimals} onClose={onClose} />}
    </Modal>
  );
}

function OrderForm({ ad, decimals, onClose }: { ad: P2pAd; decimals: number; onClose: () => void }) {
  const { t } = useTranslation(['p2p', 'validation', 'common']);
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const methods = usePaymentMethods();
  const [requestId] = useState(newRequestId);
  const [quantity, setQuantity] = useState('');
  const [channel, setChannel] = useState<PaymentChannel | null>(ad.channels[0] ?? null);
  const matching = (methods.data ?? []).filter((m) => ad.channels.includes(m.channel));
  const [methodId, setMethodId] = useState<number | null>(null);
  const chosenMethod = matching.find((m) => m.id === methodId) ?? matching[0] ?? null;
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const parsed = positiveAmountSchema.safeParse(quantity);
  const total = parsed.success && ad.price !== null ? p2pTotal(parsed.data, ad.price) : null;
  const fiat = (v: string) => `${formatAmount(v, { decimals: 2 })} ${ad.fiat}`;
  const crypto = (v: string) => `${formatAmount(v, { decimals })} ${ad.coin}`;
  const noMethod = ad.side === 'sell' && methods.isSuccess && matching.length === 0;

  const next = () => {
    setProblem(null);
    if (!parsed.success || total === null) {
      setFieldError(t('form.quantityInvalid'));
      return;
    }
    if (!p2pTotalWithinLimits(total, ad)) {
      setFieldError(t('form.outsideLimits', { min: fiat(ad.minTotal), max: fiat(ad.maxTotal) }));
      return;
    }
    setFieldError(undefined);
    setStep('confirm');
  };

  const submit = async () => {
    if (!parsed.success) return;
    setProblem(null);
    try {
      const order =
        ad.side === 'buy'
          ? await place.mutateAsync({
              side: 'buy',
              adId: ad.id,
              quantity: parsed.data,
              channel: channel ?? ad.channels[0] ?? 1,
              requestId,
            })
          : await place.mutateAsync({
              side: 'sell',
              adId: ad.id,
              quantity: parsed.data,
              methodId: chosenMethod?.id ?? 0,
              requestId,
            });
      onClose();
      void navigate(paths.trading.fiatOrder.href({ id: order.orderId }));
    } catch (error) {
      setProblem(isApiError(error) ? errorMessage(error) : t('common:http.unexpected'));
      setStep('form');
    }
  };

  if (noMethod)
    return (
      <Alert color="yellow" icon={<AlertIcon />} data-testid="p2p-no-method">
        <Stack gap="xs">
          <Text size="sm">{t('form.noMethod')}</Text>
          <Anchor component={Link} to={paths.account.payment.href()} size="sm">
            {t('form.addMethod')}
          </Anchor>
        </Stack>
      </Alert>
    );

  const payBy = ad.side === 'buy' ? channel : (chosenMethod?.channel ?? null);
  // A floating ad's price is the one read with the ads; placing reads it afresh.
  const note = adPriceNote(t, ad);
  const priceShown = note === null ? adPriceText(t, ad) : `${adPriceText(t, ad)} (${note})`;
  return (
    <Stack gap="md">
      {step === 'form' ? (
        <>
          <LabelValue label={t('ad.price')} value={priceShown} />
          <AmountInput
            label={t('form.quantity')}
            value={quantity}
            onChange={(v) => {
              setQuantity(v);
              setFieldError(undefined);
            }}
            decimals={decimals}
            coin={ad.coin}
            description={t('ad.limits', {
              min: formatAmount(ad.minTotal, { decimals: 2 }),
              max: formatAmount(ad.maxTotal, { decimals: 2 }),
              fiat: ad.fiat,
            })}
            error={fieldError}
            testId="p2p-quantity"
          />
          <LabelValue
            label={ad.side === 'buy' ? t('form.youPay') : t('form.youReceive')}
            value={total === null ? '--' : fiat(total)}
            testId="p2p-total"
          />
          {ad.side === 'buy' ? (
            <Select
              label={t('form.channel')}
              data={ad.channels.map((c) => ({ value: String(c), label: channelName(t, c) }))}
              value={channel === null ? null : String(channel)}
              onChange={(v) => v && setChannel(Number(v) as PaymentChannel)}
              allowDeselect={false}
              data-testid="p2p-channel"
            />
          ) : (
            <Select
              label={t('form.method')}
              data={matching.map((m) => ({
                value: String(m.id),
                label: `${channelName(t, m.channel)} · ${m.holderName}`,
              }))}
              value={chosenMethod ? String(chosenMethod.id) : null}
              onChange={(v) => v && setMethodId(Number(v))}
              allowDeselect={false}
              data-testid="p2p-order-method"
            />
          )}
          <Text size="xs" c="dimmed">
            {t('form.window', { count: ad.windowMinutes })}
          </Text>
          {problem && (
            <Alert color="red" icon={<AlertIcon />} data-testid="p2p-order-error">
              {problem}
            </Alert>
          )}
          <Button onClick={next} data-testid="p2p-continue">
            {t('form.continue')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">{t(`form.confirm.${ad.side}`)}</Text>
          <Stack gap={6} data-testid="p2p-confirm-facts">
            <LabelValue label={t('ad.dealer')} value={ad.dealerName} />
            <LabelValue label={t('form.quantity')} value={crypto(parsed.success ? parsed.data : '0')} />
            <LabelValue label={t('ad.price')} value={priceShown} />
            <LabelValue
              label={ad.side === 'buy' ? t('form.youPay') : t('form.youReceive')}
              value={total === null ? '--' : fiat(total)}
            />
            {payBy !== null && <LabelValue label={t('form.channel')} value={channelName(t, payBy)} />}
          </Stack>
          <Group grow>
            <Button variant="default" onClick={() => setStep('form')}>
              {t('form.back')}
            </Button>
            <Button
              color={ad.side === 'buy' ? 'teal' : 'red'}
              loading={place.isPending}
              onClick={() => void submit()}
              data-testid="p2p-place"
            >
              {t('form.place')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
