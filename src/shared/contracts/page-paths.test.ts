import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS } from './page-paths';

describe('isPagePath', () => {
  it('knows every page, with its parameters filled in', () => {
    for (const path of Object.values(PAGE_PATHS))
      expect(isPagePath(path.replaceAll(/:[a-zA-Z]+/g, 'x7'))).toBe(true);
  });

  it('matches as the router does: any case, with or without a slash at the end', () => {
    expect(isPagePath('/Teacher/')).toBe(true);
    expect(isPagePath('/practice/multiplication/')).toBe(true);
    expect(isPagePath('/GAMES/addition')).toBe(true);
    expect(isPagePath('/te%61cher')).toBe(true);
  });

  it('refuses paths no page has', () => {
    for (const path of [
      '/nonexistent',
      '//api//health',
      '/practice',
      '/practice/',
      '/practice//',
      '/practice/a/b',
      '/teacher/classes',
      '/teacher/classes/c1/pupils',
      '/help/more',
      '//',
      '/teacher//',
      '/%E0%A4%A',
      '',
    ])
      expect(isPagePath(path), path).toBe(false);
  });
});
