import '../../components/styles';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { QrCode } from '../../../../components/qr-code';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import { usePublicCode } from '../api/receipt-codes';

/** A counter's code as a sheet to print and stand by the till: the QR large, in black on white. */
export function PrintCode({ id }: { id: string }) {
  const { t } = useTranslation('payments');
  const code = usePublicCode(id);
  if (code.isError)
    return (
      <Container size="xs" py="xl" data-testid="page-code-print">
        <Alert color="red">{t('codePay.disabled')}</Alert>
      </Container>
    );
  const data = code.data;
  if (!data) return <Container size="xs" py="xl" data-testid="page-code-print" />;
  return (
    <Container size="xs" py="xl" data-testid="page-code-print">
      {/* On paper only the sheet: no site header, footer or button. */}
      <style>{'@media print { header, footer, .no-print { display: none !important; } }'}</style>
      <Stack
        align="center"
        gap="md"
        p="xl"
        style={{ background: '#fff', color: '#000', borderRadius: 12, border: '1px solid #ddd' }}
      >
        <Text fw={600} c="#000">
          {data.merchantName}
        </Text>
        <Title order={1} fz={28} c="#000" ta="center">
          {data.label ?? t('codePay.title')}
        </Title>
        <QrCode url={paths.payCode.href(id)} label={t('codes.qrLabel')} size={280} />
        <Text size="lg" fw={600} c="#000" ta="center">
          {t('codes.scanToPay')}
        </Text>
        <Text size="sm" c="#333" ta="center">
          {data.coins.map((c) => `${c.coin} · ${c.network}`).join('  ')}
        </Text>
      </Stack>
      <Button
        mt="lg"
        fullWidth
        variant="default"
        onClick={() => window.print()}
        className="no-print"
        data-testid="code-print-button"
      >
        {t('codes.print')}
      </Button>
    </Container>
  );
}
