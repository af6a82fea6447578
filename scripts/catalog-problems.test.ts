import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-problems';

const reference = { home: { title: 'Hello {{name}}', lead: 'Welcome' }, ok: 'OK' };

describe('catalogProblems', () => {
  it('accepts a catalog with the same keys and placeholders', () => {
    expect(
      catalogProblems(reference, { home: { title: 'Hei {{name}}', lead: 'Velkommen' }, ok: 'OK' }),
    ).toEqual([]);
  });

  it('reports missing, extra and empty keys', () => {
    expect(
      catalogProblems(reference, { home: { title: 'Hei {{name}}', lead: ' ' }, extra: 'x' }),
    ).toEqual(['empty value at home.lead', 'missing key ok', 'extra key extra']);
  });

  it('reports a placeholder that was translated or dropped', () => {
    expect(
      catalogProblems(reference, { home: { title: 'Hei {{navn}}', lead: 'V' }, ok: 'OK' }),
    ).toEqual(['placeholders differ at home.title: navn instead of name']);
  });
});
