import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_STREAK, accuracyPercent, resultGrade } from '#shared/maths/practice-stats';
import { StatList } from './stat-list';
import './results-view.css';

/** The totals a results screen shows. */
export interface ResultsFigures {
  readonly correct: number;
  readonly incorrect: number;
  /** Correct answers in a row at the end. */
  readonly streak: number;
  readonly bestStreak: number;
  readonly questionsAnswered: number;
  readonly timeSpentMs: number;
}

/**
 * The results of SPEC §2: percentage, the message by accuracy (with no answer, a plain line that
 * there is no score yet), counts, current and best streak, time, and the achievement card from a
 * best streak of 5; then any news, the actions (which differ between solo and class) and what
 * there is to look through.
 */
export function ResultsView({
  figures,
  intro,
  news,
  actions,
  more,
}: {
  figures: ResultsFigures;
  intro?: ReactNode;
  /** What this round earned, shown just before the actions, e.g. a new badge. */
  news?: ReactNode;
  actions: ReactNode;
  /**
   * Shown after the actions, e.g. the facts and every badge: a child can look through them, and
   * "Practise again" stays near the top of a phone's screen rather than below them.
   */
  more?: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The results replace the question whose answer button had the focus: they start from the top
  // (a class's results come on the same address, scrolled to the question), and the heading takes
  // the focus, so a screen reader reads the results and Tab goes on from them.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const accuracy = accuracyPercent(figures);
  // With no answer there is no score: "0 % correct, keep practising" would tell a child who had
  // no time to answer (a class stopped or an exam over at once) that they got everything wrong.
  const grade = figures.questionsAnswered > 0 ? resultGrade(accuracy) : undefined;
  return (
    <div className="page page--narrow results">
      <h1 ref={heading} tabIndex={-1}>
        {t('results.title')}
      </h1>
      {intro}
      <div className={`results__score results__score--${grade ?? 'none'}`}>
        {/* The score is a figure, not a heading: a div, so it is not read as one. */}
        {grade !== undefined ? (
          <>
            <div className="results__percent">{t('results.accuracy', { percent: accuracy })}</div>
            <p className="results__message">{t(`results.grade.${grade}`)}</p>
            <p>
              {t('results.summary', {
                correct: figures.correct,
                total: figures.questionsAnswered,
              })}
            </p>
          </>
        ) : (
          <>
            <p className="results__message">{t('results.noAnswers')}</p>
            <p>{t('results.noAnswersText')}</p>
          </>
        )}
      </div>
      <StatList
        className="results__stats"
        label={t('results.stats.label')}
        stats={[
          { label: t('results.stats.correct'), value: figures.correct },
          { label: t('results.stats.incorrect'), value: figures.incorrect },
          { label: t('results.stats.streak'), value: figures.streak },
          { label: t('results.stats.bestStreak'), value: figures.bestStreak },
          {
            label: t('results.stats.time'),
            value: t('results.seconds', { count: Math.round(figures.timeSpentMs / 1000) }),
          },
        ]}
      />
      {figures.bestStreak >= ACHIEVEMENT_STREAK ? (
        <section className="results__achievement" aria-labelledby="achievement-title">
          <span className="results__trophy" aria-hidden="true">
            ★
          </span>
          <div>
            <h2 id="achievement-title">{t('results.achievement.title')}</h2>
            <p>{t('results.achievement.text', { count: figures.bestStreak })}</p>
          </div>
        </section>
      ) : null}
      {news}
      <div className="results__actions">{actions}</div>
      {more}
    </div>
  );
}
