import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INSIGHT_REFRESH_MS, type OperationInsight } from '#shared/contracts/insight';
import type { MathOperation } from '#shared/maths/operations';
import { teacherApi } from '../api/teacher-api';
import { answersGivenText } from '../model/answers-given';
import { countsAnswers, insightShown } from '../model/insight-shown';
import { useServerState } from '../hooks/use-server-state';
import { InsightGrid } from './insight-grid';
import './insight-panel.css';

/**
 * What the class gets wrong, live (within INSIGHT_REFRESH_MS of an answer): per operation the facts missed most with the wrong answers
 * chosen, and for multiplication and division the 1-12 grid coloured by class accuracy.
 */
export function InsightPanel({
  sessionId,
  teacherToken,
  answersSoFar,
  operations,
  focus,
}: {
  sessionId: string;
  teacherToken: string;
  answersSoFar: number;
  /** The session's operations: an edit that changes them changes the insight's parts at once. */
  operations: readonly MathOperation[];
  /** What the teacher can do about it: "Practise what the class missed". */
  focus: ReactNode;
}) {
  const { t } = useTranslation();
  const fetchInsight = useCallback(
    () => teacherApi.insight(sessionId, teacherToken),
    [sessionId, teacherToken],
  );
  // Every answer and every change of operations makes it stale; fetched again at most every
  // INSIGHT_REFRESH_MS.
  const version = `${answersSoFar} ${operations.join(' ')}`;
  const fetched = useServerState(fetchInsight, version, INSIGHT_REFRESH_MS);
  const insight = insightShown(fetched, answersSoFar);

  return (
    <section className="card insight" aria-labelledby="insight-title">
      <h2 id="insight-title">{t('teacher.insight.title')}</h2>
      {focus}
      {insight === undefined ? (
        <p className="field__note">{t('teacher.insight.empty')}</p>
      ) : (
        insight.operations.map((operation) => (
          <OperationInsightView key={operation.operation} insight={operation} />
        ))
      )}
    </section>
  );
}

/**
 * One operation's part. An operation the insight read counts no answer for says that its facts
 * appear as pupils answer, not "0 answers, no wrong answers so far": the live table may already
 * count wrong answers in it (see insightShown).
 */
function OperationInsightView({ insight }: { insight: OperationInsight }) {
  const { t } = useTranslation();
  if (!countsAnswers(insight))
    return (
      <div className="insight__operation">
        <h3>{t(`operations.${insight.operation}`)}</h3>
        <p className="field__note">{t('teacher.insight.empty')}</p>
      </div>
    );
  return (
    <div className="insight__operation">
      <h3>
        {t(`operations.${insight.operation}`)}{' '}
        <span className="insight__counts">
          {t('teacher.insight.counts', { count: insight.answered, wrong: insight.wrong })}
        </span>
      </h3>
      {insight.mostMissed.length === 0 ? (
        <p className="field__note">{t('teacher.insight.noMistakes')}</p>
      ) : (
        <ol className="insight__missed">
          {insight.mostMissed.map((fact) => (
            <li key={fact.stem}>
              <strong>
                {fact.stem} = {fact.correctAnswer}
              </strong>{' '}
              {t('teacher.insight.missed', { wrong: fact.wrong, count: fact.attempts })}{' '}
              <span className="insight__answers">{answersGivenText(fact, t)}</span>
            </li>
          ))}
        </ol>
      )}
      {insight.grid === null ? null : (
        <InsightGrid operation={insight.operation} cells={insight.grid} />
      )}
    </div>
  );
}
