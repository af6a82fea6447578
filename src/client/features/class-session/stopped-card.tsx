import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a pupil with no answers sees while the teacher has stopped the practice (one who joined
 * during the stop, or had answered nothing yet): that it is stopped for now and goes on here.
 * It replaces the question whose answer button had the focus, so, as the results do, it starts
 * from the top and its heading takes the focus; the heading and the line below it are one status,
 * so a screen reader says why the question went.
 */
export function StoppedCard({
  sessionLine,
  children,
}: {
  /** The session's code and the pupil's name, as the waiting room shows them. */
  sessionLine: string;
  /** The answer notice and the Leave button. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="card waiting-card">
      <div role="status">
        <h1 ref={heading} tabIndex={-1}>
          {t('classPractice.teacherStoppedNoAnswers')}
        </h1>
        <p>{t('classPractice.teacherStoppedWait')}</p>
      </div>
      <p>{sessionLine}</p>
      {children}
    </div>
  );
}
