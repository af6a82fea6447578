import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import './tag.css';
import './config-list.css';

/**
 * The session's configuration, read-only: operations with their ranges, the step the class is on
 * (tagged "Now" in words, not only in bold; with randomized operations, as a step number, since
 * each student has their own order), and the modes in use.
 */
export function SessionConfigView({
  state,
  onEdit,
  takeFocus = false,
}: {
  state: TeacherSessionState;
  onEdit: () => void;
  /** Shown again after the edit form closed, whose buttons went with it: the focus comes here. */
  takeFocus?: boolean;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const modes = [
    state.settings.autoStart ? t('teacher.form.autoStart') : undefined,
    state.settings.continuousMode ? t('teacher.form.continuous') : undefined,
    state.settings.examMode
      ? t('teacher.config.exam', { minutes: state.settings.examDurationMinutes })
      : undefined,
    state.settings.randomizeOperations ? t('teacher.form.randomize') : undefined,
  ].filter((mode) => mode !== undefined);
  const steps = state.operations.length > 1;
  const mixed = state.settings.randomizeOperations;
  return (
    <section className="card dashboard__config" aria-labelledby="config-title">
      <h2 id="config-title" ref={heading} tabIndex={-1}>
        {t('teacher.config.title')}
      </h2>
      <ol className="config-list">
        {state.operations.map((operation, index) => {
          const current = steps && !mixed && index === state.currentOperationIndex;
          return (
            <li key={index} aria-current={current ? 'step' : undefined}>
              <strong>{t(`operations.${operation.type}`)}</strong>{' '}
              {t('teacher.config.operation', {
                min: operation.numberRange.min,
                max: operation.numberRange.max,
                count: operation.challengeCount,
              })}
              {operation.tables === undefined
                ? null
                : ` · ${t('teacher.config.tables', { tables: operation.tables.join(', ') })}`}
              {operation.timeLimitSeconds === undefined
                ? null
                : ` · ${t('teacher.config.timeLimit', { seconds: operation.timeLimitSeconds })}`}
              {operation.answerInput === 'typed' ? ` · ${t('teacher.config.typedAnswers')}` : null}
              {current ? (
                <span className="tag config-list__now">{t('teacher.config.now')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {steps && mixed ? (
        <p className="config-list__step">
          {t('teacher.config.stepMixed', {
            step: state.currentOperationIndex + 1,
            total: state.operations.length,
          })}
        </p>
      ) : null}
      <p className="field__note">
        {modes.length === 0 ? t('teacher.config.noModes') : modes.join(' · ')}
      </p>
      <button type="button" className="button button--secondary" onClick={onEdit}>
        {t('teacher.edit.open')}
      </button>
    </section>
  );
}
