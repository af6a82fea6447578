import { useEffect, useState } from 'react';
import { qrCodeDataUrl } from '#client/lib/qr-code';

/** A QR code being drawn: undefined while it is, then its image, or 'error' when it failed. */
export type QrCode = { readonly image: string } | 'error' | undefined;

/** The QR code of a text (a PNG data URL), drawn when `enabled` and again if the text changes. */
export function useQrCode(text: string, enabled = true): QrCode {
  const [qr, setQr] = useState<{ text: string; code: QrCode }>();
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    qrCodeDataUrl(text).then(
      (image) => {
        if (current) setQr({ text, code: { image } });
      },
      () => {
        if (current) setQr({ text, code: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [text, enabled]);
  return qr?.text === text ? qr.code : undefined;
}
