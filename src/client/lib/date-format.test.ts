import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocales } from './date-format';

describe('pageLocales', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes a Nynorsk page in Bokmål where Intl lacks Nynorsk, and English as British', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nb-NO', 'en']);
    expect(pageLocales('nn')).toEqual(['nn', 'nb']);
    expect(pageLocales('no')).toEqual(['nb-NO', 'nb']);
    expect(pageLocales('en')).toEqual(['en-GB']);
    expect(pageLocales('uk')).toEqual(['uk']);
  });

  it("follows the browser's own variant of the page's language, and reads a page's tag", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    expect(pageLocales('en')).toEqual(['en-US']);
    expect(pageLocales('sv-FI')).toEqual(['sv']);
  });
});
