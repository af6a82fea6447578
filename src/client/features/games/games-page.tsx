import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES } from '#shared/maths/games';
import { bestScoresStore } from './game-scores-store';
import { useStore } from '#client/lib/use-store';
import { GameCard } from '#client/ui/game-card';
import { usePageTitle } from '#client/ui/use-page-title';
import './games.css';

const FILTERS = ['all', 1, 2, 3] as const;

/** /games: the five mini-games with a level filter (SPEC §2 Games list). */
export function GamesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const best = useStore(bestScoresStore) ?? {};
  usePageTitle(t('games.title'));
  const shown = GAMES.filter((game) => filter === 'all' || game.level === filter);
  return (
    <div className="page games">
      <h1>{t('games.title')}</h1>
      <p className="games__lead">{t('games.lead')}</p>
      <fieldset className="choice-pills games__filter">
        <legend>{t('games.filter')}</legend>
        {FILTERS.map((value) => (
          <label key={value} className="choice-pill">
            <input
              type="radio"
              name="game-level"
              checked={filter === value}
              onChange={() => setFilter(value)}
            />
            {value === 'all' ? t('games.all') : t('games.level', { level: value })}
          </label>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <div className="card games__empty">
          <p>{t('games.none')}</p>
          <button type="button" className="button button--primary" onClick={() => setFilter('all')}>
            {t('games.showAll')}
          </button>
        </div>
      ) : (
        <ul className="game-card-list">
          {shown.map((game) => (
            <li key={game.id}>
              <GameCard
                to={`/games/${game.id}`}
                gameId={game.id}
                title={t(`games.names.${game.id}`)}
                text={t(`games.descriptions.${game.id}`)}
                meta={`${t('games.level', { level: game.level })} · ${t('games.minutes', { minutes: game.minutes })}${best[game.id] === undefined ? '' : ` · ${t('games.best', { score: best[game.id] })}`}`}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="games__soon">{t('games.comingSoon')}</p>
    </div>
  );
}
