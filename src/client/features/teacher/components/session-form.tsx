import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_LIMITS, type SessionSettings } from '#shared/contracts/session-settings';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { OperationFields } from './operation-fields';
import {
  adjustedNumber,
  INITIAL_DRAFT,
  newOperationDraft,
  settingsFromDraft,
  type SettingsDraft,
} from '../model/settings-draft';
import './tag.css';
import './session-form.css';

interface SessionFormProps {
  /** The form's starting values: a new session's defaults, or the running session's settings. */
  readonly initial?: SettingsDraft;
  /**
   * Given when `initial` is this device's last configuration: the form says so and offers the
   * defaults, and this is called when the teacher takes them (to forget the last configuration).
   */
  readonly onUseDefaults?: () => void;
  readonly submitLabel?: string;
  readonly backLabel?: string;
  readonly busy: boolean;
  /**
   * Whether the form's first words take the focus when it opens (the button that opened it is
   * gone); false when the page puts the focus on words of its own above the form.
   */
  readonly takeFocus?: boolean;
  readonly onSubmit: (settings: SessionSettings) => void;
  readonly onBack: () => void;
}

/**
 * The configuration of SPEC §2: Math Operations, Session Modes and Advanced Options; for a new
 * session it may open with this device's last configuration, and then offers the defaults.
 */
export function SessionForm({
  initial = INITIAL_DRAFT,
  onUseDefaults,
  submitLabel,
  backLabel,
  busy,
  takeFocus = true,
  onSubmit,
  onBack,
}: SessionFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SettingsDraft>(initial);
  const [error, setError] = useState<string>();
  const [origin, setOrigin] = useState<'last' | 'defaults' | undefined>(
    onUseDefaults === undefined ? undefined : 'last',
  );
  const originRef = useRef<HTMLParagraphElement>(null);
  const operationsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) (originRef.current ?? operationsHeading.current)?.focus();
    // Only as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // The button that was pressed is gone: the focus goes to the words that say what happened.
    if (origin === 'defaults') originRef.current?.focus();
  }, [origin]);
  const update = (patch: Partial<SettingsDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const examMinutesUsed = adjustedNumber(
    draft.examDurationMinutes,
    SESSION_LIMITS.minExamMinutes,
    SESSION_LIMITS.maxExamMinutes,
  );

  const takeDefaults = () => {
    setDraft(INITIAL_DRAFT);
    setError(undefined);
    setOrigin('defaults');
    onUseDefaults?.();
  };

  const addOperation = () => {
    const used = new Set(draft.operations.map((operation) => operation.type));
    const type = MATH_OPERATIONS.find((operation) => !used.has(operation)) ?? 'addition';
    const key = Math.max(0, ...draft.operations.map((operation) => operation.key)) + 1;
    update({ operations: [...draft.operations, newOperationDraft(key, type)] });
  };

  return (
    <form
      className="session-form card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const settings = settingsFromDraft(draft);
        if (settings === 'noOperations') {
          setError(t('teacher.validation.noOperations'));
          return;
        }
        setError(undefined);
        onSubmit(settings);
      }}
    >
      {origin === undefined ? null : (
        <div className="session-form__origin">
          <p ref={originRef} tabIndex={-1}>
            {origin === 'last' ? t('teacher.form.remembered') : t('teacher.form.defaultsRestored')}
          </p>
          {origin === 'last' ? (
            <button type="button" className="button button--secondary" onClick={takeDefaults}>
              {t('teacher.form.useDefaults')}
            </button>
          ) : null}
        </div>
      )}
      <section aria-labelledby="form-operations">
        <h2 id="form-operations" ref={operationsHeading} tabIndex={-1}>
          {t('teacher.form.operationsTitle')}
        </h2>
        <div className="session-form__operations">
          {draft.operations.map((operation, index) => (
            <OperationFields
              key={operation.key}
              draft={operation}
              position={index + 1}
              canRemove
              onChange={(changed) =>
                update({
                  operations: draft.operations.map((item) =>
                    item.key === changed.key ? changed : item,
                  ),
                })
              }
              onRemove={() =>
                update({
                  operations: draft.operations.filter((item) => item.key !== operation.key),
                })
              }
            />
          ))}
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={addOperation}
          disabled={draft.operations.length >= SESSION_LIMITS.maxOperations}
        >
          {t('teacher.form.addOperation')}
        </button>
      </section>

      <section aria-labelledby="form-modes">
        <h2 id="form-modes">{t('teacher.form.modesTitle')}</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.autoStart}
            onChange={(event) => update({ autoStart: event.target.checked })}
          />
          <span>
            <span className="check__title">
              {t('teacher.form.autoStart')}{' '}
              <span className="tag">{t('teacher.form.recommended')}</span>
            </span>
            <span className="check__hint">{t('teacher.form.autoStartHint')}</span>
          </span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.continuousMode}
            onChange={(event) => update({ continuousMode: event.target.checked })}
          />
          <span>
            <span className="check__title">{t('teacher.form.continuous')}</span>
            <span className="check__hint">{t('teacher.form.continuousHint')}</span>
          </span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.examMode}
            onChange={(event) => update({ examMode: event.target.checked })}
          />
          <span>
            <span className="check__title">{t('teacher.form.exam')}</span>
            <span className="check__hint">{t('teacher.form.examHint')}</span>
          </span>
        </label>
        {draft.examMode ? (
          <div className="field session-form__exam">
            <label htmlFor="exam-duration">{t('teacher.form.examDuration')}</label>
            <input
              id="exam-duration"
              type="number"
              inputMode="numeric"
              min={SESSION_LIMITS.minExamMinutes}
              max={SESSION_LIMITS.maxExamMinutes}
              value={draft.examDurationMinutes}
              onChange={(event) => update({ examDurationMinutes: event.target.value })}
              aria-describedby={
                examMinutesUsed === undefined ? undefined : 'exam-duration-adjusted'
              }
            />
            {examMinutesUsed === undefined ? null : (
              <p id="exam-duration-adjusted" className="field__note">
                {t('teacher.form.examAdjusted', { count: examMinutesUsed })}
              </p>
            )}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="form-advanced">
        <h2 id="form-advanced">{t('teacher.form.advancedTitle')}</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.randomizeOperations}
            onChange={(event) => update({ randomizeOperations: event.target.checked })}
          />
          <span>
            <span className="check__title">{t('teacher.form.randomize')}</span>
            <span className="check__hint">{t('teacher.form.randomizeHint')}</span>
          </span>
        </label>
      </section>

      {error === undefined ? null : (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="session-form__actions">
        <button type="button" className="button button--secondary button--large" onClick={onBack}>
          {backLabel ?? t('teacher.form.back')}
        </button>
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {submitLabel ?? t('teacher.form.submit')}
        </button>
      </div>
    </form>
  );
}
