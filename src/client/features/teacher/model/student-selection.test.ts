import { describe, expect, it } from 'vitest';
import { testStudent } from '../testing/test-student';
import { joinedAtMs, joinedFrom, selectedStudents, withTicks } from './student-selection';

const joined = (name: string, joinedAt: string) => ({ ...testStudent(name), joinedAt });

/** Ada and Bo at 08:00:00, Cy and Di a second later (the same millisecond), Eve after them. */
const ada = joined('Ada', '2026-11-25T08:00:00.000Z');
const bo = joined('Bo', '2026-11-25T08:00:00.000Z');
const cy = joined('Cy', '2026-11-25T08:00:01.000Z');
const di = joined('Di', '2026-11-25T08:00:01.000Z');
const eve = joined('Eve', '2026-11-25T08:00:02.500Z');
const table = [ada, bo, cy, di, eve];
const names = (students: readonly { name: string }[]) => students.map(({ name }) => name);

describe('the selection of the student table', () => {
  it('reads the join time in milliseconds', () => {
    expect(joinedAtMs(eve)).toBe(Date.UTC(2026, 10, 25, 8, 0, 2, 500));
  });

  it('lists the ticked students in table order, leaving out those no longer in the table', () => {
    expect(names(selectedStudents(table, new Set(['Eve', 'Ada', 'Gone'])))).toEqual(['Ada', 'Eve']);
  });

  it('ticks and unticks several at once, keeping the other ticks', () => {
    const ticked = withTicks(table, new Set(['Ada']), ['Cy', 'Di'], true);
    expect([...ticked].sort()).toEqual(['Ada', 'Cy', 'Di']);
    expect([...withTicks(table, ticked, ['Ada', 'Di'], false)]).toEqual(['Cy']);
    expect([...withTicks(table, new Set(['Gone']), ['Bo'], true)]).toEqual(['Bo']);
  });

  it('takes a student and everyone who joined at the same moment or later', () => {
    expect(names(joinedFrom(table, cy))).toEqual(['Cy', 'Di', 'Eve']);
    expect(names(joinedFrom(table, di))).toEqual(['Cy', 'Di', 'Eve']);
    expect(names(joinedFrom(table, eve))).toEqual(['Eve']);
  });
});
