import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyAccessibility } from './app/apply-accessibility';
import { currentAccessibility } from './lib/accessibility-store';
import { startI18n } from './lib/i18n';
import { settledWithin } from './lib/settled-within';
import { preloadLanguageChooser } from './app/first-visit';
import { preloadPage } from './app/lazy-pages';
import { preloadCookieConsent } from './features/consent/cookie-consent';
import './styles/global.css';

// The stored text size, contrast, font and motion apply before anything is drawn.
applyAccessibility(currentAccessibility());

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');
const container = root;

/**
 * How long the first render waits for the page's own code. Longer, on a slow or failing
 * network, the header and the page's loading line show while it keeps coming.
 */
const PAGE_CODE_WAIT_MS = 1_500;

// The first render waits for the one catalog of the detected language and, on the student's pages
// and the teacher's, for the page's own code (and the cookie banner's and the language chooser's,
// when they will show), which download meanwhile, so that it shows the page itself.
void Promise.all([
  startI18n(),
  settledWithin(
    Promise.all([
      preloadPage(window.location.pathname),
      preloadCookieConsent(),
      preloadLanguageChooser(),
    ]),
    PAGE_CODE_WAIT_MS,
  ),
]).then(([i18n]) => {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
