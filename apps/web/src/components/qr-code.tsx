import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an image, drawn by the qrcode library; the library is its own chunk and
 * loads only when a code is first shown. `src` is null until it is drawn (again when `text` changes).
 */
export function useQrImage(text: string, size: number): { src: string | null; failed: boolean } {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setSrc(data);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [text, size]);
  return { src, failed };
}

/** A drawn code: dark modules on white in both themes, since scanners need the contrast. */
export function QrImage({
  src,
  label,
  size,
  testId,
}: {
  src: string;
  label: string;
  size: number;
  testId: string;
}) {
  return (
    <img
      src={src}
      alt={label}
      width={size}
      height={size}
      style={{ borderRadius: 8, background: '#fff', padding: 6, boxSizing: 'content-box' }}
      data-testid={testId}
    />
  );
}

/** A QR code of a link; relative links are made absolute so a phone can open them. */
export function QrCode({ url, label, size = 168 }: { url: string; label: string; size?: number }) {
  const { src, failed } = useQrImage(new URL(url, window.location.origin).toString(), size);
  if (failed) return null;
  if (!src)
    return (
      <div style={{ width: size, height: size, display: 'grid', placeItems: 'center' }}>
        <Loader size="sm" />
      </div>
    );
  return <QrImage src={src} label={label} size={size} testId="qr-code" />;
}
