import '../../components/styles';
import { merchantEndpoints } from '@coffer/contract/merchant';
import { Button, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../../lib/http/client';
import { useTranslation } from '../../../../lib/react-i18n';
import { useCreateReceiptCode } from '../api/receipt-codes';

/** The coins a counter may accept (the server refuses any it does not support). */
const coinChoices = ['USDT:TRC20', 'USDT:ERC20', 'BTC:BTC', 'ETH:ERC20'];
const currencies = ['USD', 'EUR', 'CNY', 'USDT', 'BTC'];

/** The merchant's live tills to choose from (a sub-merchant's code is always its own). */
function useTills(enabled: boolean) {
  return useQuery({
    queryKey: ['receipt-codes', 'tills'],
    queryFn: ({ signal }) =>
      call(merchantEndpoints.subMerchantGetList, { SkipCount: 0, MaxResultCount: 100 }, { signal }),
    enabled,
  });
}

export function CreateReceiptCode({ canChooseTill }: { canChooseTill: boolean }) {
  const { t } = useTranslation('payments');
  const create = useCreateReceiptCode();
  const [open, setOpen] = useState(false);
  const [currency, setCurrency] = useState('USD');
  const [label, setLabel] = useState('');
  const [coins, setCoins] = useState<string[]>(['USDT:TRC20']);
  const [till, setTill] = useState<string | null>(null);
  const tills = useTills(open && canChooseTill);
  const submit = () =>
    create.mutate(
      {
        currency,
        label: label.trim() || undefined,
        coins: coins.map((c) => {
          const [coin = '', network = ''] = c.split(':');
          return { coin, network };
        }),
        subMerchantId: till ? Number(till) : undefined,
      },
      {
        onSuccess: () => {
          setOpen(false);
          setLabel('');
        },
      },
    );
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="receipt-code-create-open">
        {t('codes.create')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('codes.createTitle')} centered>
        <Stack gap="sm" data-testid="receipt-code-form">
          <TextInput
            label={t('codes.label')}
            placeholder={t('codes.labelPlaceholder')}
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            maxLength={60}
            data-testid="receipt-code-label-input"
          />
          <Select
            label={t('codes.currency')}
            description={t('codes.currencyHelp')}
            data={currencies}
            value={currency}
            onChange={(v) => setCurrency(v ?? 'USD')}
            allowDeselect={false}
            data-testid="receipt-code-currency"
          />
          <MultiSelect
            label={t('create.coins')}
            data={coinChoices.map((c) => ({ value: c, label: c.replace(':', ' · ') }))}
            value={coins}
            onChange={setCoins}
            data-testid="receipt-code-coins"
          />
          {canChooseTill && (
            <Select
              label={t('codes.tillChoice')}
              placeholder={t('codes.ownCounter')}
              data={(tills.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.userName }))}
              value={till}
              onChange={setTill}
              clearable
              data-testid="receipt-code-till"
            />
          )}
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={coins.length === 0}
            data-testid="receipt-code-submit"
          >
            {t('codes.createSubmit')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
