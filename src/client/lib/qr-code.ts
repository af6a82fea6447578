import QRCode from 'qrcode';

/** A QR code image (PNG data URL) for the text: 256 px, margin 2, error correction M (SPEC §9). */
export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { width: 256, margin: 2, errorCorrectionLevel: 'M' });
}
