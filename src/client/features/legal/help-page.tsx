import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import { usePageTitle } from '#client/ui/use-page-title';
import { FALLBACK_LANGUAGE, isLanguage } from '#shared/i18n/languages';
import './legal.css';

/** The guides and their pictures, one of each in every language (`npm run help:pictures`). */
const GUIDES = [
  { id: 'practise', steps: 3, image: 'practice.png', width: 390, height: 1000 },
  { id: 'join', steps: 3, image: 'join.png', width: 390, height: 730 },
  { id: 'teach', steps: 4, image: 'dashboard.png', width: 1920, height: 1080 },
] as const;

/** /help: how to practise, join a class and run a class, step by step with pictures. */
export function HelpPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('help.title'));
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
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
            src={`/help/${language}/${guide.image}`}
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
