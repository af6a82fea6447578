import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { QuestionTimer } from './question-timer';

function renderTimer(props: { seconds: number; startLeftMs?: number }) {
  const onTimeUp = vi.fn();
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <QuestionTimer running onTimeUp={onTimeUp} {...props} />
    </I18nextProvider>,
  );
  return { onTimeUp };
}

const timerLabel = () => screen.getByRole('timer').getAttribute('aria-label');

describe('the question timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down the whole limit of a new question', async () => {
    const { onTimeUp } = renderTimer({ seconds: 10 });
    expect(timerLabel()).toBe('Seconds left for this question: 10');
    await act(() => vi.advanceTimersByTimeAsync(9_500));
    expect(onTimeUp).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(750));
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('counts down only the time left of a question given again after a reload', async () => {
    const { onTimeUp } = renderTimer({ seconds: 10, startLeftMs: 3_500 });
    expect(timerLabel()).toBe('Seconds left for this question: 4');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(onTimeUp).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(750));
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('ends at once a question whose time ran out while the page was away', async () => {
    const { onTimeUp } = renderTimer({ seconds: 10, startLeftMs: 0 });
    expect(timerLabel()).toBe('Seconds left for this question: 0');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });
});
