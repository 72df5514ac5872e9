import { Skeleton } from '@mantine/core';
import { QrImage, useQrImage } from '../../../components/qr-code';

/** The deposit address as a QR code (a skeleton until it is drawn, and if it cannot be). */
export function DepositQr({ value, size, label }: { value: string; size: number; label: string }) {
  const { src } = useQrImage(value, size);
  if (!src) return <Skeleton w={size} h={size} radius="md" />;
  return <QrImage src={src} label={label} size={size} testId="deposit-qr" />;
}
