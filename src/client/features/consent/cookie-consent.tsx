import { Suspense, useEffect, useState } from 'react';
import { consentIsValid, consentStore } from '#client/lib/consent-store';
import { preloadable } from '#client/lib/preloadable';
import { useStore } from '#client/lib/use-store';

const panel = preloadable(
  () => import('./cookie-consent-panel'),
  (module) => module.CookieConsentPanel,
);

/**
 * Starts the banner's download with the catalog and the page's code when this visit shows the
 * banner (no valid choice is kept), rather than after the first render asks for it; the first
 * render then draws the banner with the page.
 */
export async function preloadCookieConsent(): Promise<void> {
  if (consentIsValid(consentStore.read(), new Date())) return;
  await panel.preload().catch(() => undefined);
}

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
      <panel.Component customising={customising} setCustomising={setCustomising} />
    </Suspense>
  );
}
