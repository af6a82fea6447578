import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from '../../lib/router';
import { GAME_RULES, isGameId, type GameId } from '#shared/maths/games';
import { OPERATION_SYMBOLS } from '#shared/maths/operations';
import { recordBestScore } from '../../lib/game-scores-store';
import { randomSeed } from '../../lib/random-seed';
import { playFeedback } from '../../lib/sound';
import { ChoiceGrid } from '../../ui/choice-grid';
import { feedbackMs } from '#shared/contracts/feedback-time';
import { usePageTitle } from '../../ui/use-page-title';
import { usePracticeKeys } from '../../ui/use-practice-keys';
import { canChoose, gameScreenReducer, newGameScreen } from './game-screen-state';
import './games.css';

/** /games/:gameId — an unknown game goes back to the list. */
export function GamePage() {
  const { gameId } = useParams();
  if (!isGameId(gameId)) return <Navigate to="/games" replace />;
  return <Game key={gameId} game={gameId} />;
}

function Game({ game }: { game: GameId }) {
  const { t } = useTranslation();
  const [screen, dispatch] = useReducer(gameScreenReducer, undefined, () =>
    newGameScreen(game, randomSeed()),
  );
  const { state, question, chosen, round } = screen;
  const [best, setBest] = useState<number>();
  const shownAt = useRef(0);
  usePageTitle(t(`games.names.${game}`));

  useEffect(() => {
    shownAt.current = performance.now();
  }, [round]);

  const choose = useCallback(
    (index: number) => {
      if (!canChoose(screen)) return;
      const event = {
        type: 'chosen',
        index,
        elapsedMs: performance.now() - shownAt.current,
      } as const;
      const next = gameScreenReducer(screen, event);
      if (next === screen) return;
      playFeedback(next.chosen === question.correctIndex ? 'correct' : 'wrong');
      if (next.state.status !== 'playing') setBest(recordBestScore(game, next.state.score));
      dispatch(event);
    },
    [screen, question, game],
  );

  const paused = chosen !== undefined && state.status === 'playing';
  const pauseMs = feedbackMs(chosen === question.correctIndex);
  useEffect(() => {
    if (!paused) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'pauseEnded' }), pauseMs);
    return () => window.clearTimeout(timer);
  }, [paused, pauseMs, round]);

  usePracticeKeys({
    choiceCount: question.choices.length,
    answered: chosen !== undefined,
    canGoOn: false,
    onChoose: choose,
    onNext: () => undefined,
  });

  const restart = () => dispatch({ type: 'restarted' });

  return (
    <div className="page page--narrow game">
      <div className="game__top">
        <Link to="/games" className="button button--secondary">
          {t('games.back')}
        </Link>
        <h1>{t(`games.names.${game}`)}</h1>
      </div>
      <dl className="game__status">
        <div>
          <dt>{t('games.score')}</dt>
          <dd>{state.score}</dd>
        </div>
        <div>
          <dt>{t('games.lives')}</dt>
          <dd aria-label={t('games.livesLeft', { count: state.lives })}>
            {'♥'.repeat(state.lives) || '0'}
          </dd>
        </div>
        <div>
          <dt>{t('games.levelLabel')}</dt>
          <dd>
            {state.level}/{GAME_RULES.levels}
          </dd>
        </div>
      </dl>
      {state.status === 'playing' ? (
        <section className="card game__card" aria-labelledby="game-question">
          <h2 id="game-question" className="game__question" aria-live="polite">
            {question.prompt.kind === 'dots' ? (
              <span
                className="game__dots"
                role="img"
                aria-label={t('games.dots', { count: question.prompt.count })}
              >
                {Array.from({ length: question.prompt.count }, (_, index) => (
                  <span key={index} className="game__dot" />
                ))}
              </span>
            ) : (
              `${question.prompt.a} ${OPERATION_SYMBOLS[question.prompt.operation]} ${question.prompt.b} = ?`
            )}
          </h2>
          {question.prompt.kind === 'dots' ? (
            <p className="game__hint">{t('games.howMany')}</p>
          ) : null}
          <ChoiceGrid
            choices={question.choices.map(String)}
            label={t('practice.choicesLabel')}
            result={
              chosen === undefined
                ? undefined
                : { chosenIndex: chosen, correctIndex: question.correctIndex }
            }
            onChoose={choose}
            focusKey={`${state.level}-${state.lives}-${question.choices.join(',')}`}
          />
          <div className="practice__feedback" role="status">
            {chosen === undefined ? null : (
              <p
                className={
                  chosen === question.correctIndex
                    ? 'feedback feedback--correct'
                    : 'feedback feedback--wrong'
                }
              >
                {chosen === question.correctIndex
                  ? t('games.right')
                  : t('practice.feedback.wrong', { answer: question.answer })}
              </p>
            )}
          </div>
        </section>
      ) : (
        <section className="card game__end" aria-labelledby="game-end">
          <h2 id="game-end">{state.status === 'won' ? t('games.won') : t('games.over')}</h2>
          <p>{t('games.finalScore', { score: state.score })}</p>
          {best === undefined ? null : <p>{t('games.best', { score: best })}</p>}
          <div className="results__actions">
            <Link to="/games" className="button button--secondary button--large">
              {t('games.backToGames')}
            </Link>
            <button
              type="button"
              className="button button--primary button--large"
              onClick={restart}
            >
              {t('games.playAgain')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
