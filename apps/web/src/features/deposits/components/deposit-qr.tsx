import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The deposit address as a QR code. The qrcode library is imported here, on first use, so pages
 * without a QR code never load it. Dark modules on white in both themes: scanners need contrast.
 */
export function DepositQr({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton w={size} h={size} radius="md" />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt={label}
      style={{ borderRadius: 8, background: '#fff', padding: 6, boxSizing: 'content-box' }}
      data-testid="deposit-qr"
    />
  );
}
