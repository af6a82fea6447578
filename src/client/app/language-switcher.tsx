import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '#shared/i18n/languages';
import { currentLanguage } from '../lib/i18n';

/** The header's language choice: each language named in itself; the choice is remembered. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="language-switcher__label">
        {t('layout.language')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={currentLanguage(i18n)}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
