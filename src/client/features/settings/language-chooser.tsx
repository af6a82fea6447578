import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '#shared/i18n/languages';
import { appSettingsStore } from '#client/lib/app-settings-store';
import { switchLanguage } from '#client/lib/i18n';
import { useAfterAMoment } from '#client/ui/use-after-a-moment';
import './language-chooser.css';

/** The greeting in each language, so a child who cannot read English finds their own. */
const GREETINGS: Readonly<Record<Language, string>> = {
  en: 'Choose your language',
  no: 'Velg språk',
  nn: 'Vel språk',
  sv: 'Välj språk',
  da: 'Vælg sprog',
  uk: 'Обери мову',
};

/**
 * The full-screen language chooser of a first visit (SPEC §2 Home): each language named and
 * greeted in itself. The choice is kept and the chooser does not come back.
 */
export function LanguageChooser() {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState<Language>();
  // The choice still loading, a new object each time so that each waits its own moment.
  const [choosing, setChoosing] = useState<{ readonly language: Language }>();
  const slowChoice = useAfterAMoment(choosing);
  const choose = (language: Language) => {
    setFailed(undefined);
    setChoosing({ language });
    // The chooser closes once the chosen language's texts are there; should they not come, it
    // stays and says so, in the language the app is shown in.
    void switchLanguage(i18n, language).then((outcome) => {
      if (outcome === 'overtaken') return;
      setChoosing(undefined);
      if (outcome === 'failed') setFailed(language);
      if (outcome !== 'switched') return;
      appSettingsStore.write({
        showLanguageSelector: false,
        currentLanguage: language,
        isFirstVisit: false,
      });
    });
  };
  return (
    <main className="language-chooser" aria-labelledby="language-chooser-title">
      <h1 id="language-chooser-title" className="language-chooser__title">
        {SUPPORTED_LANGUAGES.map((language, index) => (
          <span
            key={language}
            lang={language}
            className={index === 0 ? undefined : 'language-chooser__greeting'}
          >
            {index === 0 ? GREETINGS[language] : ` · ${GREETINGS[language]}`}
          </span>
        ))}
      </h1>
      <ul className="language-chooser__list">
        {SUPPORTED_LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              className={
                choosing?.language === language
                  ? 'language-chooser__option language-chooser__option--chosen'
                  : 'language-chooser__option'
              }
              aria-current={choosing?.language === language ? 'true' : undefined}
              onClick={() => choose(language)}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
      {failed === undefined ? null : (
        <p className="language-chooser__notice" role="alert">
          {t('layout.languageFailed', { language: LANGUAGE_NAMES[failed] })}
        </p>
      )}
      {/* Always there, so that screen readers announce the text put into it. */}
      <p className="language-chooser__notice" aria-live="polite">
        {slowChoice === undefined || failed !== undefined
          ? null
          : t('layout.languageLoading', { language: LANGUAGE_NAMES[slowChoice.language] })}
      </p>
    </main>
  );
}
