import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS, pageOf, pageOfAddress } from './page-paths';

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

describe('pageOf', () => {
  it('names the page of a path in any case, with or without a slash at the end', () => {
    expect(pageOf('/')).toBe('home');
    expect(pageOf('/PRACTICE/ADDITION')).toBe('practice');
    expect(pageOf('/Games/')).toBe('games');
    expect(pageOf('/games/Addition/')).toBe('game');
    expect(pageOf('/TEACHER/projector')).toBe('projector');
    expect(pageOf('/teacher/classes/AbC')).toBe('class');
    expect(pageOf('/teacher/classes/AbC/Recovery-Code')).toBe('recoveryCode');
    expect(pageOf('/teacher/classes/AbC/pupils/p1')).toBe('parents');
    expect(pageOf('/JOIN')).toBe('join');
  });

  it('names no page for a path no page has', () => {
    expect(pageOf('/practice')).toBeUndefined();
    expect(pageOf('/teacher/classes/c1/pupils')).toBeUndefined();
  });

  it('takes the path as the router gives it, its escapes decoded already', () => {
    expect(pageOf('/games/100%')).toBe('game');
    expect(pageOfAddress('/games/100%25')).toBe('game');
    expect(pageOfAddress('/te%61cher')).toBe('teacher');
    expect(pageOfAddress('/games/%E0%A4%A')).toBeUndefined();
  });
});
