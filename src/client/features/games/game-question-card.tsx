import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATION_SYMBOLS } from '#shared/maths/operations';
import { ChoiceGrid } from '#client/ui/choice-grid';
import { spokenQuestion } from '#client/ui/spoken-question';
import { useKeepInView } from '#client/ui/use-keep-in-view';
import { useReadAloud } from '#client/ui/use-read-aloud';
import type { GameScreen } from './game-screen-state';

/**
 * The question on screen, its four answer buttons and, once answered, the verdict; each new
 * question is scrolled into view.
 */
export function GameQuestionCard({
  screen,
  onChoose,
}: {
  screen: GameScreen;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { question, chosen, round } = screen;
  const { prompt } = question;
  const isRight = chosen === question.correctIndex;
  const stem =
    prompt.kind === 'dots'
      ? t('games.howMany')
      : `${String(prompt.a)} ${OPERATION_SYMBOLS[prompt.operation]} ${String(prompt.b)} = ?`;
  useReadAloud(spokenQuestion(stem, question.choices.map(String), t), String(round));
  const card = useRef<HTMLElement>(null);
  // Each new question (the game's start, each level-up) scrolls into view as practice's does,
  // below a cookie banner or in large text, while the speed bonus counts down.
  useKeepInView(card, round);
  return (
    <section ref={card} className="card game__card" aria-labelledby="game-question">
      <h2 id="game-question" className="game__question" aria-live="polite">
        {prompt.kind === 'dots' ? (
          <span
            className="game__dots"
            role="img"
            aria-label={t('games.dots', { count: prompt.count })}
          >
            {Array.from({ length: prompt.count }, (_, index) => (
              <span key={index} className="game__dot" />
            ))}
          </span>
        ) : (
          stem
        )}
      </h2>
      {prompt.kind === 'dots' ? <p className="game__hint">{t('games.howMany')}</p> : null}
      <ChoiceGrid
        choices={question.choices.map(String)}
        label={t('practice.choicesLabel')}
        result={
          chosen === undefined
            ? undefined
            : { chosenIndex: chosen, correctIndex: question.correctIndex }
        }
        onChoose={onChoose}
        focusKey={String(round)}
      />
      <div className="game__feedback" role="status">
        {chosen === undefined ? null : (
          <p
            className={
              isRight ? 'game__verdict game__verdict--right' : 'game__verdict game__verdict--wrong'
            }
          >
            {isRight
              ? screen.levelUp
                ? t('games.right')
                : t('games.rightAgain')
              : t('practice.feedback.wrong', { answer: question.answer })}
          </p>
        )}
      </div>
    </section>
  );
}
