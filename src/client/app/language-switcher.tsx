import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  isLanguage,
  type Language,
} from '#shared/i18n/languages';
import { currentLanguage, switchLanguage } from '#client/lib/i18n';

/**
 * What a phone's header shows of the chosen language, where the full name has no room: the
 * language's own short form ("УКР" rather than "UK", which reads as a country).
 */
const SHORT_NAMES: Readonly<Record<Language, string>> = {
  en: 'EN',
  no: 'NB',
  nn: 'NN',
  sv: 'SV',
  da: 'DA',
  uk: 'УКР',
};

/**
 * The header's language choice: each language named in itself; the choice is remembered. On a
 * phone the closed list shows the short form over the select (the list itself, its label and
 * its value stay the full names). A language whose texts could not be fetched is not switched
 * to, and the layout's line under the header says so (switchLanguage, LanguageFailedNotice).
 */
export function LanguageSwitcher({
  onSwitchFailed,
}: {
  /** Told the language a switch could not reach, and `undefined` when a new switch begins. */
  onSwitchFailed: (language: Language | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = currentLanguage(i18n);
  const choose = (chosen: Language) => {
    onSwitchFailed(undefined);
    void switchLanguage(i18n, chosen).then((outcome) => {
      if (outcome === 'failed') onSwitchFailed(chosen);
    });
  };
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="language-switcher__label">
        {t('layout.language')}
      </label>
      <span className="language-switcher__control">
        <select
          id={id}
          className="language-switcher__select"
          value={language}
          onChange={(event) => {
            const chosen = event.target.value;
            if (isLanguage(chosen)) choose(chosen);
          }}
        >
          {SUPPORTED_LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
        <span className="language-switcher__short" aria-hidden="true" lang={language}>
          {SHORT_NAMES[language]}
        </span>
      </span>
    </div>
  );
}

/** The header's line under its controls that says a language could not be switched to. */
export function LanguageFailedNotice({ language }: { language: Language | undefined }) {
  const { t } = useTranslation();
  if (language === undefined) return null;
  return (
    <p className="language-failed" role="alert">
      {t('layout.languageFailed', { language: LANGUAGE_NAMES[language] })}
    </p>
  );
}
