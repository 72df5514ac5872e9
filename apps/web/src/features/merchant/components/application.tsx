import '@mantine/core/styles/Badge.css';
import { merchantApplicationStatus } from '@coffer/contract/auth';
import { type MerchantInfo, merchantEndpointSchemas } from '@coffer/contract/merchant';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useReceiptCurrencies } from '../../../domain/money/receipt-currencies';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { loadAccountInfo } from '../../../lib/session/session';
import { merchantKeys, uploadCertificate, useApplyOfficial, useSaveApplication } from '../api/merchant';

const st = merchantApplicationStatus.members;
/** Each status its own colour: only an approved application is green. */
const statusColor: Record<number, string> = {
  [st.notSubmitted]: 'gray',
  [st.underReview]: 'blue',
  [st.approved]: 'teal',
  [st.rejected]: 'red',
};
const fields = [
  'fullName',
  'shortName',
  'companyWebsite',
  'address',
  'businessScope',
  'referralCode',
  'whatsApp',
  'receiptCurrency',
] as const;
type Form = Record<(typeof fields)[number], string> & { certificateFileId: string | null };
const maxBytes = 5 * 1024 * 1024;

/** The receipt currencies offered at registration; the saved one kept even if no longer offered. */
function currencyOptions(offered: { currency: string; name: string }[], saved: string) {
  const options = offered.map((c) => ({ value: c.currency, label: `${c.currency} · ${c.name}` }));
  return saved && !offered.some((c) => c.currency === saved)
    ? [{ value: saved, label: saved }, ...options]
    : options;
}

/** Counts down from `seconds` while `running`; 0 when done. */
function useCountdown(seconds: number, running: boolean) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const rest = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, running]);
  return left;
}

/** The operator's decision reaches an open page: the application and the session's official label refresh. */
function useLiveApplication() {
  const qc = useQueryClient();
  useLiveEvents((event) => {
    if (event.event !== 'merchantApplication') return;
    void qc.invalidateQueries({ queryKey: merchantKeys.info });
    void loadAccountInfo();
  });
}

/** The official-merchant application: status, draft, certificate, contract with its reading countdown. */
export function OfficialApplication({ info }: { info: MerchantInfo }) {
  const { t } = useTranslation('merchant');
  useLiveApplication();
  const save = useSaveApplication();
  const apply = useApplyOfficial();
  const [form, setForm] = useState<Form>(info.application);
  const currencies = useReceiptCurrencies();
  const [invalid, setInvalid] = useState<string[]>([]);
  const [fileProblem, setFileProblem] = useState(false);
  const [reading, setReading] = useState(false);
  const left = useCountdown(info.contractReadSeconds, reading);
  const editable = info.applicationStatus === st.notSubmitted || info.applicationStatus === st.rejected;

  const upload = async (file: File | null) => {
    setFileProblem(false);
    if (!file) return;
    if (file.size > maxBytes || !['image/png', 'image/jpeg'].includes(file.type)) return setFileProblem(true);
    const uploaded = await uploadCertificate(file);
    setForm((f) => ({ ...f, certificateFileId: uploaded.fileId }));
  };
  const openContract = () => {
    const parsed = merchantEndpointSchemas.applyToBecomeOfficial.input.safeParse({
      ...form,
      agreeContract: true,
    });
    if (!parsed.success) return setInvalid(parsed.error.issues.map((i) => String(i.path[0])));
    setInvalid([]);
    setReading(true);
  };
  const sign = () =>
    apply.mutate(
      { ...form, certificateFileId: form.certificateFileId ?? '', agreeContract: true },
      {
        onSuccess: () => {
          setReading(false);
          void notifySuccess(t('apply.submitted'));
        },
      },
    );
  const draft = () =>
    save.mutate(
      { ...form, certificateFileId: form.certificateFileId ?? undefined },
      { onSuccess: () => void notifySuccess(t('apply.drafted')) },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="official-application">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('apply.title')}
        </Title>
        <Badge
          variant="light"
          color={statusColor[info.applicationStatus] ?? 'gray'}
          data-testid="application-status"
        >
          {t(`apply.status.${info.applicationStatus}`)}
        </Badge>
      </Group>
      {info.applicationStatus === st.rejected && (
        <Alert color="red" mb="sm">
          {t('apply.rejected', { reason: info.rejectReason ?? '' })}
        </Alert>
      )}
      {info.applicationStatus === st.underReview && <Alert color="blue">{t('apply.underReview')}</Alert>}
      {info.applicationStatus === st.approved && <Alert color="teal">{t('apply.approved')}</Alert>}
      {editable && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map((f) =>
              f === 'businessScope' ? null : f === 'receiptCurrency' ? (
                <Select
                  key={f}
                  label={t('apply.receiptCurrency')}
                  data={currencyOptions(currencies.data ?? [], form.receiptCurrency)}
                  value={form.receiptCurrency || null}
                  error={invalid.includes(f) ? t('sub.invalid') : undefined}
                  onChange={(v) => v && setForm((x) => ({ ...x, receiptCurrency: v }))}
                  allowDeselect={false}
                  data-testid="apply-receiptCurrency"
                />
              ) : (
                <TextInput
                  key={f}
                  label={t(`apply.${f}`)}
                  value={form[f]}
                  error={invalid.includes(f) ? t('sub.invalid') : undefined}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setForm((x) => ({ ...x, [f]: value }));
                  }}
                  data-testid={`apply-${f}`}
                />
              ),
            )}
          </SimpleGrid>
          <Textarea
            label={t('apply.businessScope')}
            value={form.businessScope}
            error={invalid.includes('businessScope') ? t('sub.invalid') : undefined}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setForm((x) => ({ ...x, businessScope: value }));
            }}
            data-testid="apply-businessScope"
          />
          <FileInput
            label={t('apply.certificate')}
            accept="image/png,image/jpeg"
            onChange={(file) => void upload(file)}
            error={
              fileProblem || invalid.includes('certificateFileId') ? t('apply.certificateTooBig') : undefined
            }
            description={form.certificateFileId ? t('apply.certificateUploaded') : undefined}
            data-testid="apply-certificate"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={draft} loading={save.isPending} data-testid="apply-draft">
              {t('apply.saveDraft')}
            </Button>
            <Button onClick={openContract} data-testid="apply-read-contract">
              {t('apply.readContract')}
            </Button>
          </Group>
        </Stack>
      )}
      <Modal
        opened={reading}
        onClose={() => setReading(false)}
        title={t('apply.contract')}
        centered
        size="lg"
      >
        <Stack>
          <ScrollArea.Autosize mah={280}>
            <Text size="sm">{t('apply.contractText')}</Text>
          </ScrollArea.Autosize>
          <Button onClick={sign} disabled={left > 0} loading={apply.isPending} data-testid="apply-sign">
            {left > 0 ? t('apply.countdown', { seconds: left }) : t('apply.sign')}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
