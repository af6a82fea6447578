import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import { usePageTitle } from '#client/ui/use-page-title';
import './legal.css';

const GUIDES = [
  { id: 'practise', steps: 3, image: '/help/practice.png', width: 390, height: 1100 },
  { id: 'join', steps: 3, image: '/help/join.png', width: 390, height: 844 },
  { id: 'teach', steps: 4, image: '/help/dashboard.png', width: 1920, height: 1729 },
] as const;

/** /help: how to practise, join a class and run a class, step by step with pictures. */
export function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t('help.title'));
  return (
    <article className="page legal help">
      <h1>{t('help.title')}</h1>
      <p className="legal__lead">{t('help.intro')}</p>
      {GUIDES.map((guide) => (
        <section key={guide.id} className="help__guide card" aria-labelledby={`help-${guide.id}`}>
          <div>
            <h2 id={`help-${guide.id}`}>{t(`help.${guide.id}.title`)}</h2>
            <ol>
              {Array.from({ length: guide.steps }, (_, index) => (
                <li key={index}>
                  {t(`help.${guide.id}.step${index + 1}` as 'help.practise.step1')}
                </li>
              ))}
            </ol>
          </div>
          <img
            src={guide.image}
            alt={t(`help.${guide.id}.image`)}
            width={guide.width}
            height={guide.height}
            loading="lazy"
            className={`help__image help__image--${guide.id}`}
          />
        </section>
      ))}
      <p>
        <Link to="/privacy">{t('help.privacyLink')}</Link>
      </p>
    </article>
  );
}
