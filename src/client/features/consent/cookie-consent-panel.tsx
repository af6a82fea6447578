import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import { consentChoice, consentStore } from '#client/lib/consent-store';
import { Dialog } from '#client/ui/dialog';
import './cookie-consent.css';

/**
 * The banner (when no valid choice is kept) and the preferences dialog (while customising). The
 * optional categories start from the kept choice each time the panel opens.
 */
export function CookieConsentPanel({
  customising,
  setCustomising,
}: {
  customising: boolean;
  setCustomising: (customising: boolean) => void;
}) {
  const { t } = useTranslation();
  const [analytics, setAnalytics] = useState(
    () => consentStore.read()?.preferences.analytics ?? false,
  );
  const [marketing, setMarketing] = useState(
    () => consentStore.read()?.preferences.marketing ?? false,
  );

  const save = (choice: { analytics: boolean; marketing: boolean }) => {
    consentStore.write(consentChoice(choice, new Date()));
    setCustomising(false);
  };
  const banner = useRef<HTMLElement>(null);
  /** The banner goes with the choice: the focus it had goes to the page's main region. */
  const saveFromBanner = (choice: { analytics: boolean; marketing: boolean }) => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    save(choice);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <>
      {customising ? null : (
        <section ref={banner} className="cookie-banner" aria-labelledby="cookie-banner-title">
          <div className="cookie-banner__inner">
            <div>
              <h2 id="cookie-banner-title">{t('consent.title')}</h2>
              <p>
                {t('consent.text')} <Link to="/privacy">{t('consent.readMore')}</Link>
              </p>
            </div>
            <div className="cookie-banner__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setCustomising(true)}
              >
                {t('consent.customise')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => saveFromBanner({ analytics: false, marketing: false })}
              >
                {t('consent.declineAll')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => saveFromBanner({ analytics: true, marketing: true })}
              >
                {t('consent.acceptAll')}
              </button>
            </div>
          </div>
        </section>
      )}
      <Dialog
        open={customising}
        title={t('consent.preferencesTitle')}
        onClose={() => setCustomising(false)}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => save({ analytics, marketing })}
          >
            {t('consent.save')}
          </button>
        }
      >
        <p>{t('consent.preferencesText')}</p>
        <label className="check">
          <input type="checkbox" checked disabled />
          <span>
            <span className="check__title">{t('consent.essential')}</span>
            <span className="check__hint">{t('consent.essentialHint')}</span>
          </span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
          />
          <span>
            <span className="check__title">{t('consent.analytics')}</span>
            <span className="check__hint">{t('consent.unusedHint')}</span>
          </span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={marketing}
            onChange={(event) => setMarketing(event.target.checked)}
          />
          <span>
            <span className="check__title">{t('consent.marketing')}</span>
            <span className="check__hint">{t('consent.unusedHint')}</span>
          </span>
        </label>
      </Dialog>
    </>
  );
}
