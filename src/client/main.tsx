import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyAccessibility } from './app/apply-accessibility';
import { currentAccessibility } from './lib/accessibility-store';
import { startI18n } from './lib/i18n';
import { preloadLanguageChooser } from './app/first-visit';
import { preloadPage } from './app/lazy-pages';
import { preloadCookieConsent } from './features/consent/cookie-consent';
import './styles/global.css';

// The stored text size, contrast, font and motion apply before anything is drawn.
applyAccessibility(currentAccessibility());

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');
const container = root;

// The first render waits for the one catalog of the detected language and, on the student's pages
// and the teacher's, for the page's own code (and the cookie banner's and the language chooser's,
// when they will show), which download meanwhile.
void Promise.all([
  startI18n(),
  preloadPage(window.location.pathname),
  preloadCookieConsent(),
  preloadLanguageChooser(),
]).then(([i18n]) => {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
