import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '#client/lib/use-site-info';
import { usePageTitle } from '#client/ui/use-page-title';
import './legal.css';

const SECTIONS = ['free', 'use', 'teachers', 'availability', 'changes'] as const;

/** /terms: the terms of use, plain and short. */
export function TermsPage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  usePageTitle(t('legal.terms.title'));
  return (
    <article className="page page--narrow legal">
      <h1>{t('legal.terms.title')}</h1>
      <p className="legal__lead">
        {info?.operatorName == null
          ? t('legal.operatorMissing')
          : t('legal.terms.intro', { operator: info.operatorName })}
      </p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`}>{t(`legal.terms.${section}Title`)}</h2>
          <p>{t(`legal.terms.${section}`)}</p>
        </section>
      ))}
      {info?.contactEmail == null ? null : (
        <p>
          {t('legal.terms.contact')} <a href={`mailto:${info.contactEmail}`}>{info.contactEmail}</a>
        </p>
      )}
    </article>
  );
}
