import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '#client/lib/router';
import type { AnswerInput } from '#shared/maths/answer-input';
import type { DifficultyMode } from '#shared/maths/difficulty';
import type { NumberRange } from '#shared/maths/levels';
import type { MathOperation } from '#shared/maths/operations';
import { SOLO_QUESTION_COUNT } from '#shared/maths/practice-stats';
import { readFactMemory, writeFactMemory } from '#client/lib/fact-memory-store';
import { feedbackMs } from '#shared/contracts/feedback-time';
import { PracticeView } from '#client/ui/practice-view';
import { usePageTitle } from '#client/ui/use-page-title';
import {
  answerQuestion,
  answerTyped,
  isRoundFinished,
  nextQuestion,
  progressOf,
  resumedRound,
  startRound,
  type RoundConfig,
  type RoundState,
} from './practice-round';
import { savedRoundOf, soloRoundStore } from './solo-round-store';

/**
 * Keeps a finished round: its badges, and the record the results page shows. This code (with the
 * badge rules) downloads when the round ends, not before the first question.
 */
async function keepFinishedRound(round: {
  operation: MathOperation;
  mode: DifficultyMode;
  range: NumberRange;
  tables?: readonly number[] | undefined;
  answerInput?: AnswerInput | undefined;
  stats: RoundState['stats'];
}): Promise<void> {
  const [{ recordFinishedRound }, { lastPracticeResult }] = await Promise.all([
    import('#client/lib/badges-store'),
    import('#client/lib/practice-result-store'),
  ]);
  const newBadges = recordFinishedRound(round);
  const { tables, answerInput, ...rest } = round;
  lastPracticeResult.write({
    ...rest,
    ...(tables === undefined ? {} : { tables: [...tables] }),
    ...(answerInput === undefined ? {} : { answerInput }),
    newBadges,
  });
}

interface SoloPracticeProps {
  readonly operation: MathOperation;
  readonly mode: DifficultyMode;
  readonly range: NumberRange;
  /** Times tables the student picked (multiplication and division). */
  readonly tables?: readonly number[] | undefined;
  /** `typed` to type the answers on a number pad; choices when absent. */
  readonly answerInput?: AnswerInput | undefined;
  readonly seed: number;
  /**
   * The history entry the round is played in: a reload of it goes on where the round was. None
   * for a page the visit started on (its key is the same on every visit), which starts afresh.
   */
  readonly visit?: string | undefined;
}

/** A round of ten questions on one operation, generated in the browser, then the results screen. */
export function SoloPractice(props: SoloPracticeProps) {
  const { operation, mode, range, tables, answerInput, seed, visit } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [round, setRound] = useState<RoundState>(() => {
    const config: Omit<RoundConfig, 'seed'> = {
      operation,
      mode,
      range,
      ...(tables === undefined ? {} : { tables }),
      ...(answerInput === undefined ? {} : { answerInput }),
      totalQuestions: SOLO_QUESTION_COUNT,
      memory: readFactMemory(),
    };
    const saved = visit === undefined ? undefined : savedRoundOf(visit);
    return (saved && resumedRound(config, saved)) ?? startRound({ ...config, seed }, Date.now());
  });
  const shownAt = useRef(0);
  /** Next, a second Next and the feedback timer may all come at the end: the round counts once. */
  const kept = useRef(false);
  const { problem, answer, stats, questionNumber, config, memory } = round;
  const title = t('practice.title', { operation: t(`operations.${operation}`) });
  usePageTitle(title);

  useEffect(() => {
    shownAt.current = performance.now();
  }, [problem.id]);

  // Every answer is kept at once, so a round left halfway still teaches the next one.
  useEffect(() => {
    if (answer !== undefined) writeFactMemory(memory);
  }, [answer, memory]);

  useEffect(() => {
    if (visit !== undefined && !kept.current)
      soloRoundStore.write({ visit, progress: progressOf(round) });
  }, [round, visit]);

  const choose = useCallback(
    (index: number) =>
      setRound((current) =>
        answerQuestion(current, index, performance.now() - shownAt.current, Date.now()),
      ),
    [],
  );
  const type = useCallback(
    (value: number) =>
      setRound((current) =>
        answerTyped(current, value, performance.now() - shownAt.current, Date.now()),
      ),
    [],
  );

  const advance = useCallback(() => {
    if (isRoundFinished(round)) {
      if (kept.current) return;
      kept.current = true;
      // Another tab's round, kept since, stays for that tab's reload.
      if (visit !== undefined && savedRoundOf(visit) !== undefined) soloRoundStore.clear();
      // Without the saving code (offline before the app was ever cached) there is no result to
      // show, and an older one must not pass for this round's: the student goes home instead.
      keepFinishedRound({ operation, mode, range, tables, answerInput, stats: round.stats }).then(
        () => navigate('/results', { replace: true }),
        () => navigate('/', { replace: true }),
      );
    } else {
      setRound(nextQuestion(round, Date.now()));
    }
  }, [round, operation, mode, range, tables, answerInput, navigate, visit]);

  useEffect(() => {
    if (answer === undefined) return undefined;
    const timer = window.setTimeout(advance, feedbackMs(answer.isCorrect));
    return () => window.clearTimeout(timer);
  }, [answer, advance]);

  return (
    <PracticeView
      operation={operation}
      title={title}
      exit={
        <Link to="/" className="button button--secondary">
          {t('practice.stop')}
        </Link>
      }
      progressText={t('practice.progress', {
        current: questionNumber,
        total: config.totalQuestions,
      })}
      progressValue={questionNumber - (answer ? 0 : 1)}
      progressMax={config.totalQuestions}
      stats={stats}
      levelText={
        mode === 'adaptive' ? t('practice.level', { level: problem.difficulty }) : undefined
      }
      question={{ ...problem, answerInput: config.answerInput }}
      verdict={
        answer === undefined
          ? undefined
          : {
              ...answer,
              correctIndex: problem.correctIndex,
              correctAnswer: problem.correctAnswer,
            }
      }
      canAnswer
      onChoose={choose}
      onType={type}
      onNext={advance}
      nextLabel={isRoundFinished(round) ? t('practice.seeResults') : t('practice.next')}
    />
  );
}
