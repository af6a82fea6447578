import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '#shared/i18n/languages';
import { currentLanguage } from '#client/lib/i18n';

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
 * its value stay the full names).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = currentLanguage(i18n);
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
          onChange={(event) => void i18n.changeLanguage(event.target.value)}
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
