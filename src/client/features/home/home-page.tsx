import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import { GAMES } from '#shared/maths/games';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { GameCard } from '#client/ui/game-card';
import { OperationBadge } from '#client/ui/operation-badge';
import { usePageTitle } from '#client/ui/use-page-title';
import { ClassEntry } from './class-entry';
import './home-page.css';

/**
 * Home: the promise of the app, the four operations (each one tap from practice), the ways into a
 * class (on a 1920x1080 projector or laptop, the teacher's entry shows without scrolling), and
 * the games.
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('app.name'));
  return (
    <div className="page home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          {t('home.title')}
        </h1>
        <p className="home__lead">{t('home.lead')}</p>
        <ul className="home__claims">
          <li>{t('home.claims.noRegistration')}</li>
          <li>{t('home.claims.quickStart')}</li>
          <li>{t('home.claims.allDevices')}</li>
        </ul>
      </section>
      <section aria-labelledby="home-operations">
        <h2 id="home-operations" className="home__section-title">
          {t('home.chooseOperation')}
        </h2>
        <ul className="home__operations">
          {MATH_OPERATIONS.map((operation) => (
            <li key={operation}>
              <Link
                to="/difficulty"
                state={{ mathType: operation }}
                className={`operation-card operation-card--${operation}`}
              >
                <OperationBadge operation={operation} />
                <span className="operation-card__text">
                  <span className="operation-card__title">{t(`operations.${operation}`)}</span>
                  <span className="operation-card__description">
                    {t(`home.operationCard.${operation}`)}
                  </span>
                </span>
                <span className="operation-card__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="home__my-facts">
          <Link to="/facts">{t('home.myFacts')}</Link>
        </p>
      </section>
      <ClassEntry />
      <section aria-labelledby="home-games" className="home__games">
        <h2 id="home-games" className="home__section-title">
          {t('home.gamesTitle')}
        </h2>
        <ul className="game-card-list">
          {GAMES.map((game) => (
            <li key={game.id}>
              <GameCard
                to={`/games/${game.id}`}
                gameId={game.id}
                title={
                  game.id === 'addition' ? t('home.additionRace') : t(`games.names.${game.id}`)
                }
                text={t(`games.descriptions.${game.id}`)}
              />
            </li>
          ))}
        </ul>
        <p className="home__all-games">
          <Link to="/games">{t('home.allGames')}</Link>
        </p>
      </section>
    </div>
  );
}
