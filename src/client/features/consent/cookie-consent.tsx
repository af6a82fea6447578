import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { consentChoice, consentIsValid, consentStore } from '../../lib/consent-store';
import { useStore } from '../../lib/use-store';
import { Dialog } from '../../ui/dialog';
import './cookie-consent.css';

/** Opens the cookie preferences from anywhere (the footer link). */
const preferenceListeners = new Set<() => void>();
export function openCookiePreferences(): void {
  for (const listener of preferenceListeners) listener();
}

/**
 * The cookie banner and preferences of SPEC §4. The app sets no tracking or advertising cookies
 * at all, so the optional categories change nothing that is loaded; the choice is still asked,
 * kept for 13 months and honoured.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const consent = useStore(consentStore);
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(consent?.preferences.analytics ?? false);
  const [marketing, setMarketing] = useState(consent?.preferences.marketing ?? false);
  const valid = consentIsValid(consent, new Date());

  useEffect(() => {
    const open = () => {
      setAnalytics(consentStore.read()?.preferences.analytics ?? false);
      setMarketing(consentStore.read()?.preferences.marketing ?? false);
      setCustomising(true);
    };
    preferenceListeners.add(open);
    return () => {
      preferenceListeners.delete(open);
    };
  }, []);

  const save = (choice: { analytics: boolean; marketing: boolean }) => {
    consentStore.write(consentChoice(choice, new Date()));
    setCustomising(false);
  };

  return (
    <>
      {valid || customising ? null : (
        <section className="cookie-banner" aria-labelledby="cookie-banner-title">
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
                onClick={() => save({ analytics: false, marketing: false })}
              >
                {t('consent.declineAll')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => save({ analytics: true, marketing: true })}
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
