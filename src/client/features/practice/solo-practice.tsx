import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DifficultyMode } from '#shared/maths/difficulty';
import type { NumberRange } from '#shared/maths/levels';
import type { MathOperation } from '#shared/maths/operations';
import { SOLO_QUESTION_COUNT } from '#shared/maths/practice-stats';
import { lastPracticeResult } from '../../lib/practice-result-store';
import { ChoiceGrid } from '../../ui/choice-grid';
import { OperationBadge } from '../../ui/operation-badge';
import { StatList } from '../../ui/stat-list';
import { usePageTitle } from '../../ui/use-page-title';
import {
  answerQuestion,
  isRoundFinished,
  nextQuestion,
  startRound,
  type RoundState,
} from './practice-round';
import { usePracticeKeys } from './use-practice-keys';
import './solo-practice.css';

/** How long feedback stays before the next question (SPEC §4 Practice flow). */
export const FEEDBACK_MS = { correct: 2000, wrong: 1500 } as const;

interface SoloPracticeProps {
  readonly operation: MathOperation;
  readonly mode: DifficultyMode;
  readonly range: NumberRange;
  readonly seed: number;
}

/** A round of ten questions on one operation, then the results screen. */
export function SoloPractice({ operation, mode, range, seed }: SoloPracticeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [round, setRound] = useState<RoundState>(() =>
    startRound({ operation, mode, range, seed, totalQuestions: SOLO_QUESTION_COUNT }),
  );
  const shownAt = useRef(0);
  const { problem, answer, stats, questionNumber, config } = round;
  const operationName = t(`operations.${operation}`);
  usePageTitle(t('practice.title', { operation: operationName }));

  useEffect(() => {
    shownAt.current = performance.now();
  }, [problem.id]);

  const choose = useCallback(
    (index: number) =>
      setRound((current) => answerQuestion(current, index, performance.now() - shownAt.current)),
    [],
  );

  const advance = useCallback(() => {
    if (isRoundFinished(round)) {
      lastPracticeResult.write({ operation, mode, stats: round.stats });
      void navigate('/results', { replace: true });
    } else {
      setRound(nextQuestion(round));
    }
  }, [round, operation, mode, navigate]);

  useEffect(() => {
    if (answer === undefined) return undefined;
    const timer = window.setTimeout(
      advance,
      answer.isCorrect ? FEEDBACK_MS.correct : FEEDBACK_MS.wrong,
    );
    return () => window.clearTimeout(timer);
  }, [answer, advance]);

  usePracticeKeys({
    choiceCount: problem.choices.length,
    answered: answer !== undefined,
    onChoose: choose,
    onNext: advance,
  });

  const finished = isRoundFinished(round);
  return (
    <div className="page practice">
      <div className="practice__top">
        <div className="practice__title">
          <OperationBadge operation={operation} />
          <h1>{t('practice.title', { operation: operationName })}</h1>
        </div>
        <Link to="/" className="button button--secondary">
          {t('practice.stop')}
        </Link>
      </div>

      <div className="practice__progress">
        <p id="practice-progress">
          {t('practice.progress', { current: questionNumber, total: config.totalQuestions })}
        </p>
        <progress
          aria-labelledby="practice-progress"
          value={questionNumber - (answer ? 0 : 1)}
          max={config.totalQuestions}
        />
      </div>

      <StatList
        label={t('practice.counters.label')}
        stats={[
          { label: t('practice.counters.correct'), value: stats.correct },
          { label: t('practice.counters.streak'), value: stats.streak },
          { label: t('practice.counters.best'), value: stats.bestStreak },
        ]}
      />

      <section className="practice__card card" aria-labelledby="practice-question">
        {mode === 'adaptive' ? (
          <p className="practice__level">{t('practice.level', { level: problem.difficulty })}</p>
        ) : null}
        <h2 id="practice-question" className="practice__question" aria-live="polite">
          {problem.stem}
        </h2>
        <ChoiceGrid
          choices={problem.choices}
          label={t('practice.choicesLabel')}
          choiceLabel={(index, value) => t('practice.choice', { number: index + 1, value })}
          result={
            answer === undefined
              ? undefined
              : { chosenIndex: answer.choiceIndex, correctIndex: problem.correctIndex }
          }
          onChoose={choose}
          focusKey={problem.id}
        />
        <div className="practice__feedback" role="status">
          {answer === undefined ? null : (
            <p
              className={
                answer.isCorrect ? 'feedback feedback--correct' : 'feedback feedback--wrong'
              }
            >
              {answer.isCorrect
                ? t('practice.feedback.correct')
                : t('practice.feedback.wrong', { answer: problem.correctAnswer })}
            </p>
          )}
        </div>
        {answer === undefined ? null : (
          <button type="button" className="button button--primary practice__next" onClick={advance}>
            {finished ? t('practice.seeResults') : t('practice.next')}
          </button>
        )}
      </section>
      <p className="practice__hint">{t('practice.keyboardHint')}</p>
    </div>
  );
}
