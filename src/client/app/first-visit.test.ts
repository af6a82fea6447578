import { describe, expect, it } from 'vitest';
import { linkSkipsChooser } from './first-visit';

const skips = (path: string) => {
  const url = new URL(path, 'https://example.test');
  return linkSkipsChooser(url.pathname, url.searchParams);
};

describe('which links skip the first-visit language chooser', () => {
  it('skips it for a teacher join link or QR code, which carries only the code', () => {
    expect(skips('/join?code=ABC123')).toBe(true);
  });

  it('skips it for any link that names the language', () => {
    expect(skips('/practice?lng=sv')).toBe(true);
    expect(skips('/join?lng=uk')).toBe(true);
  });

  it('shows it for the join page without a code and for other pages', () => {
    expect(skips('/join')).toBe(false);
    expect(skips('/')).toBe(false);
    expect(skips('/practice?code=ABC123')).toBe(false);
  });
});
