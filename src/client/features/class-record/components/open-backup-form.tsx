import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#client/lib/api-client';
import { loadClass } from '../stores/classes';

/** The longest text the code's field takes: 32 characters, 7 dashes, and room for spaces. */
const MAX_CODE_LENGTH = 64;

/**
 * Opens a class kept sealed on the server with its recovery code, on a device that has not got it
 * (or has an older copy, which is merged). A wrong code says so and changes nothing.
 */
export function OpenBackupForm({ onOpened }: { readonly onOpened: (name: string) => void }) {
  const { t } = useTranslation();
  const ids = { code: useId(), hint: useId(), error: useId() };
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      // The sealing code loads only for a teacher who opens a class this way.
      const { openClassBackup } = await import('../backup/class-backup');
      const opened = await openClassBackup(code);
      if (opened.kind !== 'opened') {
        setError(t(`classes.backup.open.${opened.kind}`));
        return;
      }
      setCode('');
      onOpened((await loadClass(opened.classId))?.name ?? '');
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) setError(t('classes.storageFailed'));
      // The limit on wrong codes is the pupils' too, whose message speaks of the board.
      else if (caught.code === 'too_many_lookups') setError(t('classes.backup.open.tooMany'));
      else setError(caught.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="new-class-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={ids.code}>{t('classes.backup.open.label')}</label>
        <input
          id={ids.code}
          value={code}
          maxLength={MAX_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? ids.hint : `${ids.hint} ${ids.error}`}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={ids.hint} className="field__note">
          {t('classes.backup.open.hint')}
        </p>
        <p id={ids.error} className="form-error" role="alert">
          {error}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('classes.backup.open.button')}
      </button>
    </form>
  );
}
