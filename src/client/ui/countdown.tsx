import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './countdown.css';

/** Time left until `endsAtMs` on the server's clock, from a reading of that clock. */
export interface ServerDeadline {
  /** When the exam ends, epoch ms on the server's clock. */
  readonly endsAtMs: number;
  /** The server's clock when the deadline was sent. */
  readonly serverNowMs: number;
  /** This device's clock when it arrived. */
  readonly receivedAt: number;
}

/** Red from 5 minutes left, orange from 15 (SPEC §4). */
export function countdownLevel(remainingMs: number): 'red' | 'orange' | 'normal' {
  if (remainingMs <= 5 * 60_000) return 'red';
  if (remainingMs <= 15 * 60_000) return 'orange';
  return 'normal';
}

/** Milliseconds left, correcting this device's clock by its offset from the server's. */
export function remainingMs(deadline: ServerDeadline, deviceNow: number): number {
  const offset = deadline.serverNowMs - deadline.receivedAt;
  return Math.max(0, deadline.endsAtMs - (deviceNow + offset));
}

/** The exam countdown, mm:ss, ticking every second. */
export function Countdown({ deadline }: { deadline: ServerDeadline }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = remainingMs(deadline, now);
  const totalSeconds = Math.ceil(left / 1000);
  const text = `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
  return (
    <p
      className={`countdown countdown--${countdownLevel(left)}`}
      role="timer"
      aria-label={t('exam.timeLeftLabel', { time: text })}
    >
      <span className="countdown__label" aria-hidden="true">
        {t('exam.timeLeft')}
      </span>
      <span className="countdown__time" aria-hidden="true">
        {text}
      </span>
    </p>
  );
}
