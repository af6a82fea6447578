import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ACHIEVEMENT_STREAK, accuracyPercent, resultGrade } from '#shared/maths/practice-stats';
import { celebrate } from '../../lib/confetti';
import { lastPracticeResult } from '../../lib/practice-result-store';
import { StatList } from '../../ui/stat-list';
import { usePageTitle } from '../../ui/use-page-title';
import './results-page.css';

/** /results: how the last solo round went, with Practise again and Go home. */
export function ResultsPage() {
  const { t } = useTranslation();
  usePageTitle(t('results.title'));
  const result = lastPracticeResult.read();
  const accuracy = result === undefined ? 0 : accuracyPercent(result.stats);
  const grade = resultGrade(accuracy);

  useEffect(() => {
    if (result !== undefined && (grade === 'excellent' || grade === 'good'))
      celebrate({ reduceMotion: false });
    // Celebrate once when the page opens, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (result === undefined) return <Navigate to="/" replace />;
  const { stats } = result;
  const practiceState = {
    mathType: result.operation,
    difficultyMode: result.mode,
    isAdaptive: result.mode === 'adaptive',
    minNumber: 1,
    maxNumber: 10,
  };

  return (
    <div className="page page--narrow results">
      <h1>{t('results.title')}</h1>
      <div className={`results__score results__score--${grade}`}>
        <p className="results__percent">{t('results.accuracy', { percent: accuracy })}</p>
        <p className="results__message">{t(`results.grade.${grade}`)}</p>
        <p>{t('results.summary', { correct: stats.correct, total: stats.questionsAnswered })}</p>
      </div>
      <StatList
        className="results__stats"
        label={t('results.stats.label')}
        stats={[
          { label: t('results.stats.correct'), value: stats.correct },
          { label: t('results.stats.incorrect'), value: stats.incorrect },
          { label: t('results.stats.bestStreak'), value: stats.bestStreak },
          {
            label: t('results.stats.time'),
            value: t('results.seconds', { count: Math.round(stats.timeSpentMs / 1000) }),
          },
        ]}
      />
      {stats.bestStreak >= ACHIEVEMENT_STREAK ? (
        <section className="results__achievement" aria-labelledby="achievement-title">
          <span className="results__trophy" aria-hidden="true">
            ★
          </span>
          <div>
            <h2 id="achievement-title">{t('results.achievement.title')}</h2>
            <p>{t('results.achievement.text', { count: stats.bestStreak })}</p>
          </div>
        </section>
      ) : null}
      <div className="results__actions">
        <Link className="button button--secondary button--large" to="/">
          {t('results.goHome')}
        </Link>
        <Link
          className="button button--primary button--large"
          to={`/practice/${result.operation}`}
          state={practiceState}
        >
          {t('results.practiceAgain')}
        </Link>
      </div>
    </div>
  );
}
