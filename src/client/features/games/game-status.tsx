import { useTranslation } from 'react-i18next';
import { GAME_RULES, type GameState } from '#shared/maths/games';

/** Score, lives and level, with the right answers the level still needs as five small steps. */
export function GameStatus({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const total = GAME_RULES.questionsPerLevel;
  return (
    <dl className="game__status">
      <div>
        <dt>{t('games.score')}</dt>
        <dd>{state.score}</dd>
      </div>
      <div>
        <dt>{t('games.lives')}</dt>
        <dd className="game__lives" aria-label={t('games.livesLeft', { count: state.lives })}>
          {'♥'.repeat(state.lives) || '0'}
        </dd>
      </div>
      <div>
        <dt>{t('games.levelLabel')}</dt>
        <dd>
          <span className="game__level">
            {state.level}/{GAME_RULES.levels}
          </span>
          <span className="visually-hidden">
            {' '}
            {t('games.levelProgress', { done: state.levelCorrect, total })}
          </span>
          <span className="game__steps" aria-hidden="true">
            {Array.from({ length: total }, (_, index) => (
              <span
                key={index}
                className={
                  index < state.levelCorrect ? 'game__step game__step--done' : 'game__step'
                }
              />
            ))}
          </span>
        </dd>
      </div>
    </dl>
  );
}
