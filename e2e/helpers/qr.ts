import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import QRCode from 'qrcode';

/**
 * The pixels of an image on the page as RGBA bytes, read back through a canvas (and sent over as
 * base64: an array of numbers this long takes seconds to pass).
 */
async function imagePixels(
  image: Locator,
): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }> {
  const { width, height, bytes } = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (context === null) return { width: 0, height: 0, bytes: '' };
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000) {
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, bytes: btoa(binary) };
  });
  return { width, height, rgba: new Uint8ClampedArray(Buffer.from(bytes, 'base64')) };
}

/**
 * True when the QR image on the page shows exactly the modules of a QR code for the text (error
 * correction M, margin 2): each module's centre pixel is read back from the rendered image.
 */
export async function qrImageEncodes(image: Locator, text: string): Promise<boolean> {
  const margin = 2;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { width, rgba } = await imagePixels(image);
  if (width === 0) return false;
  const scale = width / (modules.size + margin * 2);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      const x = Math.floor((margin + column + 0.5) * scale);
      const y = Math.floor((margin + row + 0.5) * scale);
      const dark = (rgba[(y * width + x) * 4] ?? 255) < 128;
      if (dark !== Boolean(modules.data[row * modules.size + column])) return false;
    }
  }
  return true;
}

/**
 * Reads the QR image on the page as a phone camera would: its pixels go through a QR decoder
 * (jsQR), and the text it finds is returned (undefined when none is found).
 */
export async function decodeQrImage(image: Locator): Promise<string | undefined> {
  const { width, height, rgba } = await imagePixels(image);
  if (width === 0) return undefined;
  return jsQR(rgba, width, height)?.data;
}
