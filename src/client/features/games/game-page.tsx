import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from '#client/lib/router';
import { isGameId, type GameId } from '#shared/maths/games';
import { bestScoresStore, recordBestScore } from './game-scores-store';
import { randomSeed } from '#client/lib/random-seed';
import { playFeedback } from '#client/lib/sound';
import { usePageTitle } from '#client/ui/use-page-title';
import { usePracticeKeys } from '#client/ui/use-practice-keys';
import { GameEnd } from './game-end';
import { GameQuestionCard } from './game-question-card';
import { canChoose, gameScreenReducer, newGameScreen } from './game-screen-state';
import { GameStatus } from './game-status';
import { GameTimeBar } from './game-time-bar';
import { useGameClock } from './use-game-clock';
import './games.css';

/**
 * /games/:gameId — an unknown game goes back to the list; a known one in capitals is that game
 * (the server serves page paths in any case).
 */
export function GamePage() {
  const gameId = useParams().gameId?.toLowerCase();
  if (!isGameId(gameId)) return <Navigate to="/games" replace />;
  return <Game key={gameId} game={gameId} />;
}

function Game({ game }: { game: GameId }) {
  const { t } = useTranslation();
  const [screen, dispatch] = useReducer(gameScreenReducer, undefined, () =>
    newGameScreen(game, randomSeed(), performance.now(), bestScoresStore.read()?.[game] ?? 0),
  );
  const { state, question, chosen } = screen;
  const finished = state.status !== 'playing';
  usePageTitle(t(`games.names.${game}`));
  useGameClock(screen, dispatch);

  // The device keeps the best score once a game is over: a write after the render, never
  // inside the reducer, which stays pure.
  useEffect(() => {
    if (finished) recordBestScore(game, state.score);
  }, [finished, game, state.score]);

  const choose = (index: number) => {
    if (!canChoose(screen)) return;
    playFeedback(index === question.correctIndex ? 'correct' : 'wrong');
    dispatch({ type: 'chosen', index, atMs: performance.now() });
  };

  usePracticeKeys({
    choiceCount: question.choices.length,
    answered: chosen !== undefined || finished,
    canGoOn: false,
    onChoose: choose,
    onNext: () => undefined,
  });

  const leave = () => dispatch({ type: 'left' });

  return (
    <div className="page page--narrow game">
      <div className="game__top">
        <Link to="/games" className="button button--secondary game__back" onClick={leave}>
          {t('games.back')}
        </Link>
        <h1>{t(`games.names.${game}`)}</h1>
      </div>
      <GameStatus state={state} />
      {finished ? (
        <GameEnd
          state={state}
          best={screen.best}
          missedAnswer={
            state.status === 'gameOver' && chosen !== undefined && chosen !== question.correctIndex
              ? question.choices[question.correctIndex]
              : undefined
          }
          onPlayAgain={() => dispatch({ type: 'restarted', atMs: performance.now() })}
        />
      ) : (
        <>
          <GameTimeBar bonus={screen.bonus} />
          <GameQuestionCard screen={screen} onChoose={choose} />
        </>
      )}
    </div>
  );
}
