import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassInsightReply, OperationInsight } from '#shared/contracts/insight';
import { classApi } from '../../lib/class-api';
import { FactGrid } from './fact-grid';

/** How long after an answer the insight is fetched again (answers often come in bursts). */
const REFRESH_DELAY_MS = 700;

/**
 * What the class gets wrong, live: per operation the facts missed most with the wrong answers
 * chosen, and for multiplication and division the 1-12 grid coloured by class accuracy.
 */
export function InsightPanel({
  sessionId,
  teacherToken,
  answersSoFar,
  focus,
}: {
  sessionId: string;
  teacherToken: string;
  answersSoFar: number;
  /** What the teacher can do about it: "Practise what the class missed". */
  focus: ReactNode;
}) {
  const { t } = useTranslation();
  const [insight, setInsight] = useState<ClassInsightReply>();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      classApi.insight(sessionId, teacherToken).then(setInsight, () => undefined);
    }, REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sessionId, teacherToken, answersSoFar]);

  return (
    <section className="card insight" aria-labelledby="insight-title">
      <h2 id="insight-title">{t('teacher.insight.title')}</h2>
      {focus}
      {insight === undefined || answersSoFar === 0 ? (
        <p className="field__note">{t('teacher.insight.empty')}</p>
      ) : (
        insight.operations.map((operation) => (
          <OperationInsightView key={operation.operation} insight={operation} />
        ))
      )}
    </section>
  );
}

function OperationInsightView({ insight }: { insight: OperationInsight }) {
  const { t } = useTranslation();
  return (
    <div className="insight__operation">
      <h3>
        {t(`operations.${insight.operation}`)}{' '}
        <span className="insight__counts">
          {t('teacher.insight.counts', { answered: insight.answered, wrong: insight.wrong })}
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
              {t('teacher.insight.missed', { wrong: fact.wrong, attempts: fact.attempts })}{' '}
              <span className="insight__answers">
                {t('teacher.insight.answersGiven', {
                  answers: fact.wrongAnswers
                    .map((entry) =>
                      entry.count > 1 ? `${entry.value} (×${entry.count})` : String(entry.value),
                    )
                    .join(', '),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {insight.grid === null ? null : (
        <FactGrid operation={insight.operation} cells={insight.grid} />
      )}
    </div>
  );
}
