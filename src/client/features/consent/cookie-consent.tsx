import { lazy, Suspense, useEffect, useState } from 'react';
import { consentIsValid, consentStore } from '../../lib/consent-store';
import { useStore } from '../../lib/use-store';

const CookieConsentPanel = lazy(() =>
  import('./cookie-consent-panel').then((module) => ({ default: module.CookieConsentPanel })),
);

/** Opens the cookie preferences from anywhere (the footer link). */
const preferenceListeners = new Set<() => void>();
export function openCookiePreferences(): void {
  for (const listener of preferenceListeners) listener();
}

/**
 * The cookie banner and preferences of SPEC §4. The app sets no tracking or advertising cookies
 * at all, so the optional categories change nothing that is loaded; the choice is still asked,
 * kept for 13 months and honoured. The banner's code loads only when it is shown: a returning
 * visitor whose choice is kept never downloads it.
 */
export function CookieConsent() {
  const consent = useStore(consentStore);
  const [customising, setCustomising] = useState(false);
  const valid = consentIsValid(consent, new Date());

  useEffect(() => {
    const open = () => setCustomising(true);
    preferenceListeners.add(open);
    return () => {
      preferenceListeners.delete(open);
    };
  }, []);

  if (valid && !customising) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentPanel customising={customising} setCustomising={setCustomising} />
    </Suspense>
  );
}
