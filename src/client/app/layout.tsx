import { useTranslation } from 'react-i18next';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from '#client/lib/router';
import { classSessionStore } from '#client/features/class/class-session-store';
import { useStore } from '#client/lib/use-store';
import { LanguageSwitchNotice, LanguageSwitcher, type LanguageSwitch } from './language-switcher';
import { ScrollReset } from './scroll-reset';
import { PageLoading } from '#client/ui/page-loading';
import { PageLoadBoundary } from './page-load-boundary';
import { SessionRestore } from './session-restore';
import { AccessibilityRoot } from './accessibility-root';
import { CookieConsent, openCookiePreferences } from '#client/features/consent/cookie-consent';
import { openSettingsMenu } from '#client/lib/settings-menu';
import { PAGE_PATHS, pageOf } from '#shared/contracts/page-paths';
import './layout.css';

/**
 * The frame around every page: skip link, header (home link, join and teacher links, language,
 * settings), main content and footer. The footer is hidden on practice pages on small screens so
 * the answers stay in view, and in the teacher's projector window, which is one screen of its own.
 * The teacher link shows where the header has room for it on one row (wider screens), never to a
 * student in a class, and not on the teacher's own pages.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  const isPractice = page === 'practice';
  const isGame = page === 'game';
  const stored = useStore(classSessionStore);
  const inSession = stored?.isActive === true;
  const studentInClass = inSession && stored.role === 'student';
  const isTeacherPage = page !== undefined && PAGE_PATHS[page].startsWith('/teacher');
  const isProjector = page === 'projector';
  const [languageSwitch, setLanguageSwitch] = useState<LanguageSwitch>();
  // That a language did not load is said on the page it was chosen on; the next page forgets it,
  // as it does a page's own errors. A switch still loading goes on being told.
  const [toldOn, setToldOn] = useState(pathname);
  if (toldOn !== pathname) {
    setToldOn(pathname);
    if (languageSwitch?.status === 'failed') setLanguageSwitch(undefined);
  }
  return (
    <div className="layout">
      <ScrollReset />
      <SessionRestore />
      <AccessibilityRoot />
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <CookieConsent />
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand" aria-label={t('layout.homeLink')}>
            <span className="brand__mark" aria-hidden="true">
              +
            </span>
            <span className="brand__name">{t('app.name')}</span>
          </Link>
          <div className="site-header__actions">
            {inSession || page === 'join' ? null : (
              <Link to="/join" className="button button--header">
                {t('layout.joinClass')}
              </Link>
            )}
            {studentInClass || isTeacherPage ? null : (
              <Link to="/teacher" className="button button--header-outline site-header__teacher">
                {t('layout.forTeachers')}
              </Link>
            )}
            <LanguageSwitcher languageSwitch={languageSwitch} onSwitchChange={setLanguageSwitch} />
            <button
              type="button"
              className="button button--header-icon"
              onClick={openSettingsMenu}
              aria-label={t('settings.open')}
            >
              <span aria-hidden="true">⚙</span>
            </button>
          </div>
        </div>
        <LanguageSwitchNotice languageSwitch={languageSwitch} />
      </header>
      <main id="main" tabIndex={-1} className="layout__main">
        <PageLoadBoundary pathname={pathname}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </PageLoadBoundary>
      </main>
      {isGame || isProjector ? null : (
        <footer className={isPractice ? 'site-footer site-footer--practice' : 'site-footer'}>
          <div className="site-footer__inner">
            <p className="site-footer__promise">{t('layout.footerPromise')}</p>
            <nav aria-label={t('layout.footerNavigation')}>
              <ul className="site-footer__links">
                <li>
                  <Link to="/">{t('layout.practice')}</Link>
                </li>
                <li>
                  <Link to="/games">{t('layout.games')}</Link>
                </li>
                <li>
                  <Link to="/facts">{t('facts.title')}</Link>
                </li>
                <li>
                  <Link to="/join">{t('layout.joinClass')}</Link>
                </li>
                <li>
                  <Link to="/teacher">{t('layout.forTeachers')}</Link>
                </li>
                <li>
                  <Link to="/help">{t('layout.help')}</Link>
                </li>
                <li>
                  <Link to="/privacy">{t('layout.privacy')}</Link>
                </li>
                <li>
                  <Link to="/terms">{t('layout.terms')}</Link>
                </li>
                <li>
                  <Link to="/contact">{t('layout.contact')}</Link>
                </li>
                <li>
                  <button
                    type="button"
                    className="site-footer__link-button"
                    onClick={openCookiePreferences}
                  >
                    {t('consent.footerLink')}
                  </button>
                </li>
              </ul>
            </nav>
            <p className="site-footer__name">{t('app.name')}</p>
          </div>
        </footer>
      )}
    </div>
  );
}
