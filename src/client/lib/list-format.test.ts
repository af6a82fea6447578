import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf } from './list-format';

describe('listOf', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("joins items with the page language's word, in British English on a Nordic browser", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nb-NO', 'en']);
    expect(listOf(['Ada', 'Bo', 'Cy'], 'en')).toBe('Ada, Bo and Cy');
    expect(listOf(['Ada', 'Bo'], 'nn')).toBe('Ada og Bo');
    expect(listOf(['Ada', 'Bo'], 'uk')).toBe('Ada і Bo');
    expect(listOf(['Ada'], 'sv')).toBe('Ada');
  });

  it("follows an English browser's own variant", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    expect(listOf(['Ada', 'Bo', 'Cy'], 'en')).toBe('Ada, Bo, and Cy');
  });
});
