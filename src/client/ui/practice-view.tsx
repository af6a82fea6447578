import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput } from '#shared/maths/answer-input';
import type { MathOperation } from '#shared/maths/operations';
import { playFeedback } from '#client/lib/sound';
import { canSpeak } from '#client/lib/speech';
import { ChoiceGrid } from './choice-grid';
import { verdictWording } from './verdict-wording';
import { TypedAnswer } from './typed-answer';
import { OperationBadge } from './operation-badge';
import { spokenQuestion } from './spoken-question';
import { StatList } from './stat-list';
import { useKeepInView } from './use-keep-in-view';
import { usePracticeKeys } from './use-practice-keys';
import { useReadAloud } from './use-read-aloud';
import './practice-view.css';

/** The question on screen. */
export interface PracticeQuestion {
  readonly id: string;
  readonly stem: string;
  /** The answers to choose from; empty when the answer is typed. */
  readonly choices: readonly string[];
  /** `typed`: the child types the number on a pad instead of choosing. */
  readonly answerInput?: AnswerInput | undefined;
}

/** The verdict on the answer given, once there is one. */
export interface PracticeVerdict {
  /** Null when the answer was typed, or the question's time ran out before a choice. */
  readonly choiceIndex: number | null;
  /** The number typed; null or absent for a choice, or when the time ran out. */
  readonly typedAnswer?: number | null | undefined;
  readonly correctIndex: number;
  readonly isCorrect: boolean;
  readonly correctAnswer: number;
}

/** Everything the practice screen shows; solo and class practice fill it from their own source. */
export interface PracticeViewProps {
  readonly operation: MathOperation;
  readonly title: string;
  /** The way out: stop practising, or leave the class. */
  readonly exit: ReactNode;
  readonly progressText: string;
  readonly progressValue: number;
  readonly progressMax: number;
  readonly stats: {
    readonly correct: number;
    readonly streak: number;
    readonly bestStreak: number;
  };
  /**
   * Shown above the counters when they are not the round's own (a class's later round counts the
   * whole lesson); without it they are named for screen readers only.
   */
  readonly statsCaption?: string | undefined;
  readonly levelText?: string | undefined;
  /** Shown above the question, e.g. the exam countdown or a connection notice. */
  readonly notice?: ReactNode;
  /** Undefined while the next question is loading. */
  readonly question: PracticeQuestion | undefined;
  readonly verdict: PracticeVerdict | undefined;
  /** False while an answer is on its way to be checked: keys and buttons wait. */
  readonly canAnswer: boolean;
  /** The choice given but not checked yet (offline), shown as chosen. */
  readonly pendingIndex?: number | undefined;
  /** The number typed but not checked yet (offline), shown in the field. */
  readonly pendingTyped?: number | undefined;
  readonly onChoose: (index: number) => void;
  /** The number typed, for a question whose answer is typed. */
  readonly onType: (value: number) => void;
  readonly onNext: () => void;
  readonly nextLabel: string;
}

/**
 * The practice screen of SPEC §2: question, three big answers, counters, progress, feedback and
 * the keyboard (1-3, arrows, Space/Enter, N).
 */
export function PracticeView(props: PracticeViewProps) {
  const { t } = useTranslation();
  const { question, verdict, stats } = props;
  const card = useRef<HTMLElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  useKeepInView(card, question?.id);
  useKeepInView(feedback, verdict);

  const readAloud = useReadAloud(
    question === undefined ? undefined : spokenQuestion(question.stem, question.choices, t),
    question?.id,
  );

  // The feedback sound follows the sound and volume settings.
  useEffect(() => {
    if (verdict !== undefined) playFeedback(verdict.isCorrect ? 'correct' : 'wrong');
  }, [verdict]);

  const typed = question?.answerInput === 'typed';
  usePracticeKeys({
    choiceCount: typed ? 0 : (question?.choices.length ?? 0),
    answered: verdict !== undefined || !props.canAnswer,
    canGoOn: verdict !== undefined,
    onChoose: props.onChoose,
    onNext: props.onNext,
  });
  return (
    <div className="page practice">
      <div className="practice__top">
        <div className="practice__title">
          <OperationBadge operation={props.operation} />
          <h1>{props.title}</h1>
        </div>
        {props.exit}
      </div>

      <div className="practice__progress">
        <p id="practice-progress">{props.progressText}</p>
        <progress
          aria-labelledby="practice-progress"
          value={props.progressValue}
          max={props.progressMax}
        />
      </div>

      {props.statsCaption === undefined ? null : (
        <p className="practice__counters-caption">{props.statsCaption}</p>
      )}
      <StatList
        className="practice__counters"
        label={props.statsCaption ?? t('practice.counters.label')}
        stats={[
          { label: t('practice.counters.correct'), value: stats.correct },
          { label: t('practice.counters.streak'), value: stats.streak },
          { label: t('practice.counters.best'), value: stats.bestStreak },
        ]}
      />

      {props.notice}

      <section
        ref={card}
        className="practice__card card"
        aria-labelledby="practice-question"
        aria-busy={question === undefined}
      >
        {props.levelText === undefined ? null : (
          <p className="practice__level">{props.levelText}</p>
        )}
        <div className="practice__stem">
          <h2
            id="practice-question"
            className="practice__question"
            aria-live="polite"
            style={questionLengthStyle(question?.stem ?? '')}
          >
            {question?.stem ?? '\u00a0'}
          </h2>
          {canSpeak() && question !== undefined ? (
            <button
              type="button"
              className="button button--secondary practice__speak"
              onClick={readAloud}
              aria-label={t('speech.readAloud')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="26"
                height="26"
                fill="currentColor"
              >
                <path d="M3 9v6h4l5 4V5L7 9H3zm13.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
              </svg>
            </button>
          ) : null}
        </div>
        {question === undefined ? (
          <div className="practice__loading" aria-hidden="true" />
        ) : typed ? (
          <TypedAnswer
            key={question.id}
            result={
              verdict === undefined
                ? undefined
                : { typed: verdict.typedAnswer ?? null, isCorrect: verdict.isCorrect }
            }
            pendingValue={props.pendingTyped}
            canAnswer={props.canAnswer}
            onSubmit={(value) => {
              if (props.canAnswer) props.onType(value);
            }}
            onGoOn={props.onNext}
          />
        ) : (
          <ChoiceGrid
            choices={question.choices}
            label={t('practice.choicesLabel')}
            result={
              verdict === undefined
                ? undefined
                : { chosenIndex: verdict.choiceIndex, correctIndex: verdict.correctIndex }
            }
            pendingIndex={props.pendingIndex}
            onChoose={(index) => {
              if (props.canAnswer) props.onChoose(index);
            }}
            focusKey={question.id}
          />
        )}
        <div ref={feedback} className="practice__feedback" role="status">
          {verdict === undefined ? null : (
            <p
              className={
                verdict.isCorrect ? 'feedback feedback--correct' : 'feedback feedback--wrong'
              }
            >
              {t(`practice.feedback.${verdictWording(verdict)}`, {
                answer: verdict.correctAnswer,
              })}
            </p>
          )}
        </div>
        {verdict === undefined ? null : (
          <button
            type="button"
            className="button button--primary practice__next"
            onClick={props.onNext}
          >
            {props.nextLabel}
          </button>
        )}
      </section>
      <p className="practice__hint">
        {typed ? t('practice.typed.keyboardHint') : t('practice.keyboardHint')}
      </p>
    </div>
  );
}

/**
 * The question's length in characters, for the CSS that shrinks a long question's font so that
 * it stays on one line ("3 + 2 = ?" never breaks inside itself).
 */
function questionLengthStyle(stem: string): CSSProperties {
  return { '--question-characters': Math.max(stem.length, 1) } as CSSProperties;
}
