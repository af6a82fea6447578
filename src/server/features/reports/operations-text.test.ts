import { describe, expect, it } from 'vitest';
import { operationsText } from './operations-text';

const range = { min: 1, max: 10 };

describe('operationsText', () => {
  it('names the picked tables of each operation, in order, and the range of the others', () => {
    expect(
      operationsText(
        [
          { type: 'multiplication', numberRange: range, tables: [8, 6, 7] },
          { type: 'addition', numberRange: { min: 1, max: 20 } },
          { type: 'division', numberRange: range, tables: [3] },
        ],
        'en',
      ),
    ).toEqual([
      'Multiplication 1–10 (tables 6, 7, 8)',
      'Addition 1–20',
      'Division 1–10 (tables 3)',
    ]);
  });

  it("speaks the teacher's language", () => {
    expect(
      operationsText([{ type: 'multiplication', numberRange: range, tables: [6, 7] }], 'no'),
    ).toEqual(['Multiplikasjon 1–10 (tabellene 6, 7)']);
  });
});
