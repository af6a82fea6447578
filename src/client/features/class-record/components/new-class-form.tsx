import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, isLanguage, type Language } from '#shared/i18n/languages';

/** The longest name of a class ("4B", "Year 5 Maple"). */
export const MAX_CLASS_NAME = 40;

/** Names a new class and picks its language (that of its parents' pages). */
export function NewClassForm({
  onCreate,
}: {
  onCreate: (name: string, language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = { name: useId(), language: useId(), error: useId() };
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language>(() =>
    isLanguage(i18n.language) ? i18n.language : 'en',
  );
  const [error, setError] = useState(false);
  return (
    <form
      className="new-class-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (trimmed === '') {
          setError(true);
          return;
        }
        setError(false);
        setName('');
        onCreate(trimmed, language);
      }}
    >
      <div className="field">
        <label htmlFor={ids.name}>{t('classes.new.name')}</label>
        <input
          id={ids.name}
          value={name}
          maxLength={MAX_CLASS_NAME}
          autoComplete="off"
          aria-invalid={error}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? (
          <p id={ids.error} className="form-error" role="alert">
            {t('classes.new.nameMissing')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={ids.language}>{t('classes.new.language')}</label>
        <select
          id={ids.language}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`classes.languages.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t('classes.new.create')}
      </button>
    </form>
  );
}
