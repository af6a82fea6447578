import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#client/ui/dialog';
import { listOf } from '#client/lib/list-format';
import type { ClassPupil } from '../model/class-record';
import { nameKey, pupilNamed } from '../model/pupil-matching';

/** What the teacher does with one pupil. */
export type PupilChange =
  | { readonly kind: 'rename'; readonly name: string }
  /** One of their earlier names forgotten; the dialog stays open. */
  | { readonly kind: 'forgetName'; readonly name: string }
  | { readonly kind: 'merge'; readonly into: string }
  | { readonly kind: 'remove' };

/**
 * One pupil's changes: a new name, merging into another pupil of the class (the same child
 * under two names, or on two devices), or removing them and everything kept of them. Removing
 * asks once more. The pupil's earlier names are shown with the name, as a child who joins under
 * one is asked about, each with a button that forgets it. `onChange` gives the save of the change,
 * so that a failed one is said inside the dialog while it is open (a forget: the other changes
 * close it). Give it the pupil's id as its key, so that each pupil's dialog starts afresh.
 */
export function PupilDialog({
  pupil,
  others,
  onChange,
  onClose,
}: {
  pupil: ClassPupil | undefined;
  others: readonly ClassPupil[];
  onChange: (change: PupilChange) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const formerId = useId();
  const takenId = useId();
  const mergeId = useId();
  // Opened for another pupil, the dialog is a new one (keyed by the pupil): it starts afresh.
  const [name, setName] = useState(pupil?.name ?? '');
  const [into, setInto] = useState('');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [forgetting, setForgetting] = useState<readonly string[]>([]);
  const [saveFailed, setSaveFailed] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const trimmed = name.trim();
  const takenBy = pupilNamed(others, trimmed);
  const formerNames = pupil?.formerNames ?? [];
  // Said, and the focus moved from its button, once the class is saved without the name: every
  // name forgotten while the dialog is open, so that two quick clicks are both said.
  const forgotten = forgetting.filter(
    (name) => !formerNames.some((former) => nameKey(former) === nameKey(name)),
  );
  // Before the browser paints the dialog without the button that had the focus; a teacher who
  // went on to another control meanwhile keeps it.
  useLayoutEffect(() => {
    if (forgotten.length > 0 && focusWasLost()) nameField.current?.focus();
  }, [forgotten.length]);
  const change = (what: PupilChange) => {
    setSaveFailed(false);
    onChange(what).catch(() => setSaveFailed(true));
  };
  return (
    <Dialog
      open={pupil !== undefined}
      title={t('classes.pupil.title', { name: pupil?.name ?? '' })}
      onClose={onClose}
      actions={
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('classes.pupil.close')}
        </button>
      }
    >
      <form
        className="pupil-dialog__part"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed !== '' && takenBy === undefined) change({ kind: 'rename', name: trimmed });
        }}
      >
        <div className="field">
          <label htmlFor={nameId}>{t('classes.pupil.name')}</label>
          <input
            ref={nameField}
            id={nameId}
            value={name}
            maxLength={40}
            aria-invalid={takenBy !== undefined}
            aria-describedby={
              [formerNames.length === 0 ? '' : formerId, takenBy === undefined ? '' : takenId]
                .filter((id) => id !== '')
                .join(' ') || undefined
            }
            onChange={(event) => setName(event.target.value)}
          />
          {/* Polite, and there before it speaks: typing "Adam" passes "Ada" on the way. */}
          <p id={takenId} className="field__error" aria-live="polite">
            {takenBy === undefined ? '' : t('classes.pupil.nameTaken', { name: takenBy.name })}
          </p>
          {formerNames.length === 0 ? null : (
            <p id={formerId} className="field__note">
              {t('classes.pupil.formerNames', {
                count: formerNames.length,
                names: listOf(formerNames, i18n.language),
              })}
            </p>
          )}
          {formerNames.length === 0 ? null : (
            <div className="pupil-dialog__buttons">
              {formerNames.map((former) => (
                <button
                  key={former}
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    change({ kind: 'forgetName', name: former });
                    setForgetting((names) => (names.includes(former) ? names : [...names, former]));
                  }}
                >
                  {t('classes.pupil.forgetName', { name: former })}
                </button>
              ))}
            </div>
          )}
          <p className="field__note" aria-live="polite">
            {forgotten.length === 0
              ? ''
              : t('classes.pupil.forgotten', {
                  count: forgotten.length,
                  names: listOf(forgotten, i18n.language),
                })}
          </p>
          {saveFailed ? (
            <p className="field__error" role="alert">
              {t('classes.storageFailed')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={trimmed === '' || trimmed === pupil?.name || takenBy !== undefined}
        >
          {t('classes.pupil.rename')}
        </button>
      </form>
      {others.length === 0 ? null : (
        <form
          className="pupil-dialog__part"
          onSubmit={(event) => {
            event.preventDefault();
            if (into !== '') change({ kind: 'merge', into });
          }}
        >
          <div className="field">
            <label htmlFor={mergeId}>{t('classes.pupil.mergeInto')}</label>
            <select id={mergeId} value={into} onChange={(event) => setInto(event.target.value)}>
              <option value="">{t('classes.pupil.mergeChoose')}</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
            <p className="field__note">{t('classes.pupil.mergeNote')}</p>
          </div>
          <button type="submit" className="button button--primary" disabled={into === ''}>
            {t('classes.pupil.merge')}
          </button>
        </form>
      )}
      <div className="pupil-dialog__part">
        {confirmRemove ? (
          <>
            <p role="alert">{t('classes.pupil.removeSure', { name: pupil?.name ?? '' })}</p>
            <div className="pupil-dialog__buttons">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirmRemove(false)}
              >
                {t('classes.pupil.removeKeep')}
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => change({ kind: 'remove' })}
              >
                {t('classes.pupil.removeConfirm')}
              </button>
            </div>
          </>
        ) : (
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirmRemove(true)}
          >
            {t('classes.pupil.remove')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

/** True when the focused element was removed: the browser leaves the focus on the body. */
function focusWasLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active instanceof HTMLDialogElement;
}
