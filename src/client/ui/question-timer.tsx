import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessibility } from '#client/lib/accessibility-store';
import { currentLanguage } from '#client/lib/i18n';
import { speak } from '#client/lib/speech';
import './question-timer.css';

/** How often the shown seconds are brought up to date. */
const TICK_MS = 250;

/** Seconds left at which the time is read aloud, when the student has speech on. */
export const SPOKEN_AT_SECONDS = 5;

/**
 * The time left for one question, counted down calmly (whole seconds and a shrinking bar, no
 * colour alarm, no motion beyond the bar, which reduced motion makes step instead of glide). At
 * zero it calls onTimeUp once. It stops counting while `running` is false (the answer is on its
 * way or checked). Give it the question as its React key, so a new question starts afresh.
 * It starts from `startLeftMs` when the question has had part of its time already (given again
 * after a reload), else from the whole limit. With speech on, the time left is read aloud once,
 * at five seconds.
 */
export function QuestionTimer({
  seconds,
  startLeftMs,
  running,
  onTimeUp,
}: {
  seconds: number;
  startLeftMs?: number;
  running: boolean;
  onTimeUp: () => void;
}) {
  const { t, i18n } = useTranslation();
  const settings = useAccessibility();
  const [leftMs, setLeftMs] = useState(() =>
    Math.max(0, Math.min(seconds * 1000, startLeftMs ?? seconds * 1000)),
  );
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    if (!running) return undefined;
    const endsAtMs = performance.now() + leftMs;
    const timer = window.setInterval(() => {
      const stillLeftMs = Math.max(0, endsAtMs - performance.now());
      setLeftMs(stillLeftMs);
      if (stillLeftMs === 0) {
        window.clearInterval(timer);
        timeUp.current();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
    // Starts from the time left when it starts running; the ticks themselves must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  const shownSeconds = Math.ceil(leftMs / 1000);
  useEffect(() => {
    if (
      settings.textToSpeech &&
      running &&
      shownSeconds === SPOKEN_AT_SECONDS &&
      seconds > SPOKEN_AT_SECONDS
    )
      speak(
        t('practice.timer.spoken', { count: shownSeconds }),
        currentLanguage(i18n),
        settings.volume,
      );
    // Once when the shown seconds reach the mark.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownSeconds]);

  return (
    <div
      className="question-timer"
      role="timer"
      aria-label={t('practice.timer.label', { count: shownSeconds })}
    >
      <span className="question-timer__text" aria-hidden="true">
        {t('practice.timer.short', { count: shownSeconds })}
      </span>
      <span className="question-timer__track" aria-hidden="true">
        <span
          className="question-timer__bar"
          style={{ width: `${String((leftMs / (seconds * 1000)) * 100)}%` }}
        />
      </span>
    </div>
  );
}
