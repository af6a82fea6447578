import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '#client/lib/use-site-info';
import { usePageTitle } from '#client/ui/use-page-title';
import './legal.css';

const SECTIONS = [
  'stored',
  'solo',
  'device',
  'classes',
  'backup',
  'classFacts',
  'where',
  'howLong',
  'contactForm',
  'not',
] as const;

/** /privacy: what the app stores, where, for how long, what it never does, and whom to ask. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  usePageTitle(t('legal.privacy.title'));
  const privacyEmail = info?.privacyEmail ?? null;
  return (
    <article className="page page--narrow legal">
      <h1>{t('legal.privacy.title')}</h1>
      <p className="legal__lead">{t('legal.privacy.intro')}</p>
      <h2>{t('legal.privacy.whoTitle')}</h2>
      <p>
        {info?.operatorName == null
          ? t('legal.operatorMissing')
          : t('legal.privacy.who', {
              operator: info.operatorName,
              address: info.operatorAddress ?? '',
            })}
      </p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`}>{t(`legal.privacy.${section}Title`)}</h2>
          <p>{t(`legal.privacy.${section}`)}</p>
        </section>
      ))}
      <h2>{t('legal.privacy.deletionTitle')}</h2>
      <p>{t('legal.privacy.deletion')}</p>
      <p>
        {privacyEmail === null ? (
          t('legal.privacy.contactMissing')
        ) : (
          <>
            {t('legal.privacy.contact')} <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
          </>
        )}
      </p>
    </article>
  );
}
