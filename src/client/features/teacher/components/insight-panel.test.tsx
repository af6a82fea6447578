import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INSIGHT_REFRESH_MS,
  type ClassInsightReply,
  type OperationInsight,
} from '#shared/contracts/insight';
import type { MathOperation } from '#shared/maths/operations';
import { teacherApi } from '../api/teacher-api';
import { InEnglish } from '../testing/test-i18n';
import { InsightPanel } from './insight-panel';

const EMPTY_NOTE = 'Facts the class gets wrong appear here as pupils answer.';

function operation(changes: Partial<OperationInsight>): OperationInsight {
  return {
    operation: 'multiplication',
    answered: 0,
    wrong: 0,
    mostMissed: [],
    grid: null,
    ...changes,
  };
}

/** The panel once its first read of the insight, `reply`, has arrived and been drawn. */
async function renderPanel(reply: ClassInsightReply, answersSoFar: number) {
  let arrive: (value: ClassInsightReply) => void = () => undefined;
  vi.spyOn(teacherApi, 'insight').mockReturnValue(
    new Promise((resolve) => {
      arrive = resolve;
    }),
  );
  render(
    <InEnglish>
      <InsightPanel
        sessionId="s"
        teacherToken="t"
        answersSoFar={answersSoFar}
        operations={['multiplication']}
        focus={null}
      />
    </InEnglish>,
  );
  await vi.waitFor(() => expect(teacherApi.insight).toHaveBeenCalled());
  await act(async () => {
    arrive(reply);
    await Promise.resolve();
  });
  return screen.getByRole('region', { name: 'What the class gets wrong' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('InsightPanel', () => {
  it('says facts appear as pupils answer while the insight read counts no answer the table counts', async () => {
    const panel = await renderPanel({ operations: [operation({})] }, 3);
    expect(within(panel).getByText(EMPTY_NOTE)).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(within(panel).queryByText('No wrong answers so far.')).not.toBeInTheDocument();
  });

  it('gives an operation with no answer read yet the same note, beside one with answers', async () => {
    const panel = await renderPanel(
      {
        operations: [
          operation({ answered: 4, wrong: 0 }),
          operation({ operation: 'addition', answered: 0 }),
        ],
      },
      5,
    );
    expect(within(panel).getByText('4 answers, 0 wrong')).toBeInTheDocument();
    expect(within(panel).getAllByText('No wrong answers so far.')).toHaveLength(1);
    const addition = within(panel).getByRole('heading', { level: 3, name: 'Addition' });
    expect(addition.nextElementSibling).toHaveTextContent(EMPTY_NOTE);
  });

  it('reads the insight again when the operations change, with no new answer', async () => {
    vi.useFakeTimers();
    const insight = vi
      .spyOn(teacherApi, 'insight')
      .mockResolvedValue({ operations: [operation({ answered: 2 })] });
    const panel = (operations: MathOperation[]) => (
      <InEnglish>
        <InsightPanel
          sessionId="s"
          teacherToken="t"
          answersSoFar={2}
          operations={operations}
          focus={null}
        />
      </InEnglish>
    );
    const { rerender } = render(panel(['multiplication']));
    rerender(panel(['multiplication']));
    await act(() => vi.advanceTimersByTimeAsync(INSIGHT_REFRESH_MS));
    expect(insight).toHaveBeenCalledTimes(1);
    rerender(panel(['multiplication', 'addition']));
    await act(() => vi.advanceTimersByTimeAsync(INSIGHT_REFRESH_MS));
    expect(insight).toHaveBeenCalledTimes(2);
  });
});
