import { type HistoryField, textField, useMoneyFields } from '../../../domain/history/fields';
import { CoinFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useCoinDecimals } from '../../../domain/money/coins';
import { useTranslation } from '../../../lib/react-i18n';
import { type TransferFilter, transfersList } from '../api/transfers';

interface Transfer {
  id: string;
  coin: string;
  amount: string;
  fromWalletType: number;
  toWalletType: number;
  createdAt: string;
}

/** Transfers between the user's own wallets, newest first, filtered by coin, exportable. */
export function TransferHistory() {
  const { t } = useTranslation(['transfers', 'money']);
  const texts = useHistoryTexts(t('transfer.history'), t('transfer.empty'));
  const money = useMoneyFields();
  const { coins, decimalsOf, formatIn } = useCoinDecimals();
  const { filter, refine, paging } = useHistoryPaging<TransferFilter, Transfer>(transfersList);
  const wallet = (w: number) => t(`money:wallet.${w}`);

  const fields: HistoryField<Transfer>[] = [
    money.time(),
    money.coin(),
    money.amount(decimalsOf),
    textField('from', t('transfer.from'), (r) => wallet(r.fromWalletType)),
    textField('to', t('transfer.to'), (r) => wallet(r.toWalletType)),
    money.reference((r) => r.id),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="transfers"
      fields={fields}
      filters={<CoinFilter coins={coins} value={filter.coin} onChange={(coin) => refine({ coin })} />}
      {...paging}
      rowKey={(r) => r.id}
      phoneTitle={(r) => ({ title: r.coin, amount: formatIn(r.amount, r.coin) })}
    />
  );
}
