import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '#shared/maths/games';
import { Link } from '#client/lib/router';

/**
 * The game-over or congratulations card: the score, the best on this device, and what next. A
 * game lost on a wrong answer shows that question's right answer, as every other wrong answer
 * does. Its heading takes the focus, which was on an answer button that is gone, so a keyboard
 * or screen reader user hears the result and Tab reaches the two actions.
 */
export function GameEnd({
  state,
  best,
  missedAnswer,
  onPlayAgain,
}: {
  state: GameState;
  best: number;
  /** The right answer to the question the last life was lost on, if it was lost on one. */
  missedAnswer?: number | undefined;
  onPlayAgain: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="card game__end" aria-labelledby="game-end">
      <h2 id="game-end" ref={heading} tabIndex={-1}>
        {state.status === 'won' ? t('games.won') : t('games.over')}
      </h2>
      {missedAnswer === undefined ? null : (
        <p>{t('games.missedAnswer', { answer: missedAnswer })}</p>
      )}
      <p className="game__final">{t('games.finalScore', { score: state.score })}</p>
      <p>{t('games.best', { score: best })}</p>
      <div className="game__end-actions">
        <Link to="/games" className="button button--secondary button--large">
          {t('games.backToGames')}
        </Link>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={onPlayAgain}
        >
          {t('games.playAgain')}
        </button>
      </div>
    </section>
  );
}
