import { useTranslation } from 'react-i18next';
import { BADGES, type BadgeId } from '#shared/maths/badges';
import './badge-collection.css';

const BADGE_ICONS: Readonly<Record<BadgeId, string>> = {
  firstCorrect: '★',
  streak5: '5',
  streak10: '10',
  persistent: '↻',
  speedster: '⚡',
  mathematician: '∑',
  timesTablesMaster: '×',
};

/**
 * The badges this round earned, in reading order before the results' actions; nothing when it
 * earned none.
 */
export function NewBadges({ newBadges }: { newBadges: readonly BadgeId[] }) {
  const { t } = useTranslation();
  if (newBadges.length === 0) return null;
  return (
    <div className="badges__new" role="status">
      {newBadges.map((badge) => (
        <p key={badge} className="badges__new-item">
          <span className="badge-icon badge-icon--earned" aria-hidden="true">
            {BADGE_ICONS[badge]}
          </span>
          {t('badges.newBadge', { name: t(`badges.${badge}.name`) })}
        </p>
      ))}
    </div>
  );
}

/**
 * All seven badges, earned or not yet, each with how to get it (so a child knows what to aim
 * for).
 */
export function BadgeCollection({ earned }: { earned: readonly BadgeId[] }) {
  const { t } = useTranslation();
  return (
    <section className="badges" aria-labelledby="badges-title">
      <h2 id="badges-title">{t('badges.title', { count: earned.length, total: BADGES.length })}</h2>
      <ul className="badges__list">
        {BADGES.map((badge) => {
          const has = earned.includes(badge);
          return (
            <li key={badge} className={has ? 'badges__item badges__item--earned' : 'badges__item'}>
              <span
                className={has ? 'badge-icon badge-icon--earned' : 'badge-icon'}
                aria-hidden="true"
              >
                {BADGE_ICONS[badge]}
              </span>
              <span>
                <strong>{t(`badges.${badge}.name`)}</strong>
                <span className="visually-hidden">
                  {has ? t('badges.earned') : t('badges.notYet')}
                </span>
                <span className="badges__how">{t(`badges.${badge}.how`)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
