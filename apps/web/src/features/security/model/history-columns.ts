import type { CsvColumn } from '../../../lib/csv';
import { useTranslation } from '../../../lib/react-i18n';
import type { HistoryKind } from '../api/history';
import { describeUserAgent } from './user-agent';

/** A row of either log: a sign-in event or a security operation. */
export interface HistoryRow {
  id: number;
  time: string;
  event?: string;
  operation?: string;
  result: string;
  detail: string | null;
  ip: string;
  deviceId: string | null;
  userAgent: string;
  clientType: number;
}

export const resultColor = (result: string) =>
  result === 'success' ? 'teal' : result === 'verificationRequired' ? 'blue' : 'red';

export interface HistoryColumn extends CsvColumn<HistoryRow> {
  key: string;
}

/**
 * The columns of a log, in words: what happened, its result, the detail, where from. The same
 * columns make the CSV, so the file reads like the screen.
 */
export function useHistoryColumns(kind: HistoryKind): HistoryColumn[] {
  const { t } = useTranslation('security');
  const label = (group: string, name: string) => t(`${group}.${name}`, { defaultValue: name });
  const device = (row: HistoryRow) => {
    const { browser, os } = describeUserAgent(row.userAgent);
    const client = t(row.clientType === 1 ? 'sessions.app' : 'sessions.web');
    return [browser && os ? t('sessions.browserOn', { browser, os }) : (browser ?? os), client]
      .filter(Boolean)
      .join(' · ');
  };
  const what: HistoryColumn =
    kind === 'login'
      ? { key: 'what', header: t('history.event'), value: (r) => label('event', r.event ?? '') }
      : { key: 'what', header: t('history.operation'), value: (r) => label('operation', r.operation ?? '') };
  return [
    { key: 'time', header: t('history.time'), value: (r) => r.time },
    what,
    { key: 'result', header: t('history.result'), value: (r) => label('result', r.result) },
    {
      key: 'detail',
      header: t('history.detail'),
      // Words the server names (wrongOldPassword, email+google); anything else is masked data.
      value: (r) =>
        r.detail && /^[A-Za-z+]+$/.test(r.detail) ? label('detail', r.detail) : (r.detail ?? ''),
    },
    { key: 'ip', header: t('history.ip'), value: (r) => r.ip },
    { key: 'device', header: t('history.device'), value: device },
  ];
}
