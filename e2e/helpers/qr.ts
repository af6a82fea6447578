import type { Locator } from '@playwright/test';
import QRCode from 'qrcode';

/**
 * True when the QR image on the page shows exactly the modules of a QR code for the text (error
 * correction M, margin 2): each module's centre pixel is read back from the rendered image.
 */
export async function qrImageEncodes(image: Locator, text: string): Promise<boolean> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const expected = Array.from(modules.data, (dark) => Boolean(dark));
  const actual = await image.evaluate(
    async (element, { size, margin }) => {
      const img = element as HTMLImageElement;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (context === null) return [];
      context.drawImage(img, 0, 0);
      const scale = img.naturalWidth / (size + margin * 2);
      const dark: boolean[] = [];
      for (let row = 0; row < size; row += 1) {
        for (let column = 0; column < size; column += 1) {
          const x = Math.floor((margin + column + 0.5) * scale);
          const y = Math.floor((margin + row + 0.5) * scale);
          dark.push((context.getImageData(x, y, 1, 1).data[0] ?? 255) < 128);
        }
      }
      return dark;
    },
    { size: modules.size, margin: 2 },
  );
  return (
    actual.length === expected.length && actual.every((dark, index) => dark === expected[index])
  );
}
