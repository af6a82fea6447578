import { describe, expect, it } from 'vitest';
import { withGoal, withLesson } from '../model/class-record';
import { TERM_START, classOf, entry, lessonOn } from '../model/test-class-records';
import { CLASS_FILE_MAX_BYTES, classFileName, classFileText, classFromFile } from './class-file';

describe('the class file', () => {
  it('gives back the class it was made from', () => {
    let record = withLesson(
      classOf(['Ada', 'Åse 2']),
      lessonOn(1, [entry('p-Ada', [['m6:7', 2]])]),
    );
    record = withGoal(record, {
      measure: 'fluentFacts',
      target: 40,
      setAt: TERM_START,
      dueAt: null,
    });
    expect(classFromFile(classFileText(record))).toEqual(record);
  });

  it('refuses what is not a class file, and a file too large, by name', () => {
    expect(classFromFile('not json')).toBe('notAClass');
    expect(classFromFile(JSON.stringify({ app: 'mattemester', kind: 'class', version: 2 }))).toBe(
      'notAClass',
    );
    const broken = JSON.parse(classFileText(classOf(['Ada']))) as { class: { pupils: unknown } };
    broken.class.pupils = [{ id: 1 }];
    expect(classFromFile(JSON.stringify(broken))).toBe('notAClass');
    expect(classFromFile(' '.repeat(CLASS_FILE_MAX_BYTES + 1))).toBe('tooLarge');
  });

  it('names the file by the class and the day, with only its letters and digits', () => {
    const record = { ...classOf([]), name: 'Klasse 4B / Ærø' };
    expect(classFileName(record, Date.UTC(2026, 8, 7))).toBe(
      'mattemester-Klasse-4B-Ærø-2026-09-07.json',
    );
  });
});
