import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from '#client/lib/router';
import { factGrid } from '#shared/maths/fact-map';
import { DEFAULT_RANGE } from '#shared/maths/levels';
import { accuracyPercent, resultGrade } from '#shared/maths/practice-stats';
import { currentAccessibility } from '#client/lib/accessibility-store';
import { celebrate } from '#client/lib/confetti';
import { earnedBadges } from '#client/lib/badges-store';
import { readFactMemory } from '#client/lib/fact-memory-store';
import { lastPracticeResult } from '#client/lib/practice-result-store';
import { FactGridTable } from '#client/ui/fact-grid';
import { ResultsView } from '#client/ui/results-view';
import { usePageTitle } from '#client/ui/use-page-title';
import { practiceRouteState } from '#client/lib/practice-route-state';
import { BadgeCollection, NewBadges } from './badge-collection';
import './results-page.css';

/** /results: how the last solo round went, with Practise again and Go home. */
export function ResultsPage() {
  const { t } = useTranslation();
  usePageTitle(t('results.title'));
  const result = lastPracticeResult.read();

  useEffect(() => {
    const grade = result === undefined ? undefined : resultGrade(accuracyPercent(result.stats));
    if (grade === 'excellent' || grade === 'good')
      celebrate({ reduceMotion: currentAccessibility().reduceMotion });
    // Celebrate once when the page opens, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (result === undefined) return <Navigate to="/" replace />;
  const practiceState = practiceRouteState(result.operation, {
    mode: result.mode,
    range: result.range ?? DEFAULT_RANGE,
    ...(result.tables === undefined ? {} : { tables: result.tables }),
    ...(result.answerInput === undefined ? {} : { answerInput: result.answerInput }),
  });
  return (
    <ResultsView
      figures={result.stats}
      news={<NewBadges newBadges={result.newBadges} />}
      actions={
        <>
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
        </>
      }
      more={
        <>
          <section className="card results__facts" aria-label={t('facts.yourFacts')}>
            <FactGridTable grid={factGrid(readFactMemory().scheduler, result.operation)} />
            <Link to="/facts">{t('facts.seeAll')}</Link>
          </section>
          <BadgeCollection earned={earnedBadges()} />
        </>
      }
    />
  );
}
