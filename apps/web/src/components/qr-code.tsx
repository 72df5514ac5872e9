import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A QR code of a link, drawn by the qrcode library; the library is its own chunk and loads only
 * when a code is first shown. Relative links are made absolute so a phone can open them.
 */
export function QrCode({ url, label, size = 168 }: { url: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const absolute = new URL(url, window.location.origin).toString();
    import('qrcode')
      .then((qr) => qr.toDataURL(absolute, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setSrc(data);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [url, size]);
  if (failed) return null;
  if (!src)
    return (
      <div style={{ width: size, height: size, display: 'grid', placeItems: 'center' }}>
        <Loader size="sm" />
      </div>
    );
  return (
    <img
      src={src}
      alt={label}
      width={size}
      height={size}
      style={{ borderRadius: 8, background: '#fff', padding: 6, boxSizing: 'content-box' }}
      data-testid="qr-code"
    />
  );
}
