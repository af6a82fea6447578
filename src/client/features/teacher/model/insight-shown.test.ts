import { describe, expect, it } from 'vitest';
import type { ClassInsightReply, OperationInsight } from '#shared/contracts/insight';
import { insightShown } from './insight-shown';

function insightOf(...answered: number[]): ClassInsightReply {
  return {
    operations: answered.map((count): OperationInsight => ({
      operation: 'multiplication',
      answered: count,
      wrong: 0,
      mostMissed: [],
      grid: null,
    })),
  };
}

describe('insightShown', () => {
  it('shows nothing before the first fetch or before the first answer', () => {
    expect(insightShown(undefined, 3)).toBeUndefined();
    expect(insightShown(insightOf(4), 0)).toBeUndefined();
  });

  it('shows nothing while the insight fetched counts no answer, though the table counts some', () => {
    expect(insightShown(insightOf(0, 0), 2)).toBeUndefined();
    expect(insightShown({ operations: [] }, 2)).toBeUndefined();
  });

  it('shows an insight that counts answers, even behind the live table', () => {
    const fetched = insightOf(0, 3);
    expect(insightShown(fetched, 5)).toBe(fetched);
  });
});
