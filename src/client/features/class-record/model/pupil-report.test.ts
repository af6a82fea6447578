import { describe, expect, it } from 'vitest';
import { withLesson } from './class-record';
import { factsToPractise } from './pupil-report';
import { classOf, entry, lessonOn } from './test-class-records';

describe('the facts a pupil should practise next', () => {
  it('puts the facts being learned first, lowest box first, then facts not practised yet', () => {
    const record = withLesson(
      classOf(['Ada']),
      lessonOn(0, [
        entry('p-Ada', [
          ['m6:1', 2],
          ['m6:9', 1],
          ['m6:4', 0],
        ]),
      ]),
    );
    expect(factsToPractise(record, 'p-Ada')).toEqual([
      'm4:6',
      'm6:9',
      'm2:6',
      'm3:6',
      'm5:6',
      'm6:6',
      'm6:7',
      'm6:8',
    ]);
  });

  it('suggests nothing once every fact of the class is fluent', () => {
    const all = Array.from({ length: 10 }, (_, index) => [`m6:${index + 1}`, 2] as const);
    const record = withLesson(classOf(['Ada']), lessonOn(0, [entry('p-Ada', all)]));
    expect(factsToPractise(record, 'p-Ada')).toEqual([]);
  });
});
