import { useTranslation } from 'react-i18next';
import { TIME_BONUS_MAX } from '#shared/maths/games';

/**
 * The speed bonus a right answer would earn now, as a bar that empties in 20 s and its points.
 * Screen readers get it as one timer named with the points left (not read out as it falls); the
 * bar glides between seconds, and steps instead when motion is reduced (global styles).
 */
export function GameTimeBar({ bonus }: { bonus: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="game-time"
      role="timer"
      aria-label={t('games.timeBonusLeft', { points: bonus, max: TIME_BONUS_MAX })}
    >
      <span className="game-time__label" aria-hidden="true">
        {t('games.timeBonus')}
      </span>
      <span className="game-time__track" aria-hidden="true">
        <span
          className="game-time__bar"
          style={{ width: `${String((bonus / TIME_BONUS_MAX) * 100)}%` }}
        />
      </span>
      <span className="game-time__points" aria-hidden="true">
        +{bonus}
      </span>
    </div>
  );
}
