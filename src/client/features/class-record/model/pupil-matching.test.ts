import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPupils, nameKey, pupilWithNames } from './pupil-matching';
import type { ClassPupil } from './class-record';
import { classOf } from './test-class-records';

describe('matchPupils', () => {
  it('matches the same name in any case, asks about a numbered name, and adds the rest', () => {
    const pupils = classOf(['Ada', 'Bo', 'Åse']).pupils;
    expect(matchPupils(pupils, ['bo', 'Ada 2', 'ÅSE', 'Cai'])).toEqual([
      { kind: 'same', pupilId: 'p-Bo' },
      { kind: 'ask', pupilId: 'p-Ada' },
      { kind: 'same', pupilId: 'p-Åse' },
      { kind: 'new' },
    ]);
  });

  it('gives the plain name to the pupil of that name, and a second child of it a place of their own', () => {
    const pupils = classOf(['Åse']).pupils;
    expect(matchPupils(pupils, ['Åse 2', 'Åse'])).toEqual([
      { kind: 'new' },
      { kind: 'same', pupilId: 'p-Åse' },
    ]);
    const both = classOf(['Åse', 'Åse 2']).pupils;
    expect(matchPupils(both, ['Åse 2', 'Åse'])).toEqual([
      { kind: 'same', pupilId: 'p-Åse 2' },
      { kind: 'same', pupilId: 'p-Åse' },
    ]);
  });

  it('never takes a name with a number for a plain one that is not a pupil', () => {
    expect(matchPupils(classOf(['Ada']).pupils, ['Bo 2', '2', 'Ada2'])).toEqual([
      { kind: 'new' },
      { kind: 'new' },
      { kind: 'new' },
    ]);
  });

  it('asks about a name the teacher renamed a pupil from, unless a pupil has that very name', () => {
    const renamed = classOf(['Dilja', 'Bo']).pupils.map((pupil) =>
      pupil.name === 'Dilja' ? pupilWithNames(pupil, 'Dilja H', []) : pupil,
    );
    expect(matchPupils(renamed, ['dilja', 'Bo'])).toEqual([
      { kind: 'ask', pupilId: 'p-Dilja' },
      { kind: 'same', pupilId: 'p-Bo' },
    ]);
    const withNewDilja = [
      ...renamed,
      ...classOf(['Dilja']).pupils.map((p) => ({ ...p, id: 'p-2' })),
    ];
    expect(matchPupils(withNewDilja, ['Dilja'])).toEqual([{ kind: 'same', pupilId: 'p-2' }]);
    expect(matchPupils(renamed, ['Dilja H', 'Dilja'])).toEqual([
      { kind: 'same', pupilId: 'p-Dilja' },
      { kind: 'new' },
    ]);
  });

  it('asks about a former name before the plain name of a numbered one, and about any pupil who had it', () => {
    const rename = (pupils: readonly ClassPupil[], from: string, to: string) =>
      pupils.map((pupil) => (pupil.name === from ? pupilWithNames(pupil, to, []) : pupil));
    const kept = rename(classOf(['Ada', 'Ada 2']).pupils, 'Ada 2', 'Ada K');
    expect(matchPupils(kept, ['Ada', 'Ada 2'])).toEqual([
      { kind: 'same', pupilId: 'p-Ada' },
      { kind: 'ask', pupilId: 'p-Ada 2' },
    ]);
    const twoDiljas = rename(
      rename(classOf(['Dilja', 'Bo']).pupils, 'Dilja', 'Dilja H'),
      'Bo',
      'Dilja K',
    ).map((pupil) => (pupil.name === 'Dilja K' ? { ...pupil, formerNames: ['Dilja'] } : pupil));
    expect(matchPupils(twoDiljas, ['Dilja H', 'Dilja'])).toEqual([
      { kind: 'same', pupilId: 'p-Dilja' },
      { kind: 'ask', pupilId: 'p-Bo' },
    ]);
  });

  const names = fc.array(
    fc.constantFrom('Ada', 'ada', 'Ada 2', 'Ada 3', 'Bo', 'BO 2', 'Åse', 'Cai', 'Cai 12'),
    { maxLength: 8 },
  );
  const distinct = (list: readonly string[]) => [
    ...new Map(list.map((name) => [nameKey(name), name])).values(),
  ];

  it('matches no pupil to two names of a lesson, and every same name to its pupil, in any order', () => {
    fc.assert(
      fc.property(names, names, (classNames, lessonNames) => {
        const pupils = classOf(distinct(classNames)).pupils;
        const lesson = distinct(lessonNames);
        const matches = matchPupils(pupils, lesson);
        expect(matches).toHaveLength(lesson.length);
        const ids = matches.flatMap((match) => (match.kind === 'new' ? [] : [match.pupilId]));
        expect(new Set(ids).size).toBe(ids.length);
        for (const [index, name] of lesson.entries()) {
          const pupil = pupils.find((p) => nameKey(p.name) === nameKey(name));
          if (pupil !== undefined)
            expect(matches[index]).toEqual({ kind: 'same', pupilId: pupil.id });
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('pupilWithNames', () => {
  it('gives the same former names whatever order the names come in', () => {
    const pupil = { id: 'p', name: 'Ada', addedAt: 0 };
    const list = fc.array(fc.constantFrom('Ada', 'ada', 'Ada B', 'ADA B', 'Åse', ' Bo ', ''));
    fc.assert(
      fc.property(list, fc.constantFrom('Ada', 'Ada B', 'Åse'), (names, name) => {
        const once = pupilWithNames(pupil, name, names);
        const reversed = pupilWithNames(pupil, name, [...names].reverse());
        expect(reversed).toEqual(once);
        const keys = (once.formerNames ?? []).map(nameKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).not.toContain(nameKey(name));
        expect(keys).not.toContain('');
      }),
      { numRuns: 300 },
    );
  });
});
