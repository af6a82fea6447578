import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-problems';

const reference = { home: { title: 'Hello {{name}}', lead: 'Welcome' }, ok: 'OK' };

describe('catalogProblems', () => {
  it('accepts a catalog with the same keys and placeholders', () => {
    expect(
      catalogProblems(
        reference,
        { home: { title: 'Hei {{name}}', lead: 'Velkommen' }, ok: 'OK' },
        'no',
      ),
    ).toEqual([]);
  });

  it('reports missing, extra and empty keys', () => {
    expect(
      catalogProblems(reference, { home: { title: 'Hei {{name}}', lead: ' ' }, extra: 'x' }, 'no'),
    ).toEqual(['empty value at home.lead', 'missing key ok', 'extra key extra']);
  });

  it('reports a placeholder that was translated or dropped', () => {
    expect(
      catalogProblems(reference, { home: { title: 'Hei {{navn}}', lead: 'V' }, ok: 'OK' }, 'no'),
    ).toEqual(['placeholders differ at home.title: navn instead of name']);
  });

  const plural = { wait_one: 'Wait {{count}} second', wait_other: 'Wait {{count}} seconds' };

  it('takes plural forms in the forms of the language, Ukrainian’s four', () => {
    expect(catalogProblems(plural, plural, 'en')).toEqual([]);
    expect(
      catalogProblems(
        plural,
        { wait_one: 'Vent {{count}} sekund', wait_other: 'Vent {{count}} sekund' },
        'nn',
      ),
    ).toEqual([]);
    const ukrainian = {
      wait_one: 'Зачекай {{count}} секунду',
      wait_few: 'Зачекай {{count}} секунди',
      wait_many: 'Зачекай {{count}} секунд',
      wait_other: 'Зачекай {{count}} секунди',
    };
    expect(catalogProblems(plural, ukrainian, 'uk')).toEqual([]);
    expect(catalogProblems(plural, plural, 'uk')).toEqual([
      'missing key wait_few',
      'missing key wait_many',
    ]);
    expect(catalogProblems(plural, ukrainian, 'sv')).toEqual([
      'extra key wait_few',
      'extra key wait_many',
    ]);
  });

  it('reports a plural form whose placeholders differ, or a key without its plural forms', () => {
    expect(
      catalogProblems(
        plural,
        { wait_one: 'Vent ett sekund', wait_other: 'Vent {{count}} sekunder' },
        'no',
      ),
    ).toEqual(['placeholders differ at wait_one:  instead of count']);
    expect(catalogProblems(plural, { wait: 'Vent {{count}} sekunder' }, 'no')).toEqual([
      'missing key wait_one',
      'missing key wait_other',
      'extra key wait',
    ]);
  });
});
