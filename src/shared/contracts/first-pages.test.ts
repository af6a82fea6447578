import { describe, expect, it } from 'vitest';
import { firstPageOf } from './first-pages';

describe('firstPageOf', () => {
  it('names the student’s and the teacher’s first pages and nothing else', () => {
    expect(firstPageOf('/')).toBe('home');
    expect(firstPageOf('/join')).toBe('join');
    expect(firstPageOf('/difficulty')).toBe('difficulty');
    expect(firstPageOf('/practice/addition')).toBe('practice');
    expect(firstPageOf('/teacher')).toBe('teacher');
    expect(firstPageOf('/privacy')).toBeUndefined();
    expect(firstPageOf('/practice')).toBeUndefined();
    expect(firstPageOf('/games/addition')).toBeUndefined();
  });

  it('names them at addresses in capitals too, as the router shows them', () => {
    expect(firstPageOf('/PRACTICE/ADDITION')).toBe('practice');
    expect(firstPageOf('/Teacher/')).toBe('teacher');
  });
});
