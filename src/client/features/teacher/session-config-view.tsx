import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';

/** The session's configuration, read-only: operations with their ranges, and the modes in use. */
export function SessionConfigView({
  state,
  onEdit,
}: {
  state: TeacherSessionState;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const modes = [
    state.settings.autoStart ? t('teacher.form.autoStart') : undefined,
    state.settings.continuousMode ? t('teacher.form.continuous') : undefined,
    state.settings.examMode
      ? t('teacher.config.exam', { minutes: state.settings.examDurationMinutes })
      : undefined,
    state.settings.randomizeOperations ? t('teacher.form.randomize') : undefined,
  ].filter((mode) => mode !== undefined);
  return (
    <section className="card dashboard__config" aria-labelledby="config-title">
      <h2 id="config-title">{t('teacher.config.title')}</h2>
      <ol className="config-list">
        {state.operations.map((operation, index) => (
          <li key={index} aria-current={index === state.currentOperationIndex ? 'step' : undefined}>
            <strong>{t(`operations.${operation.type}`)}</strong>{' '}
            {t('teacher.config.operation', {
              min: operation.numberRange.min,
              max: operation.numberRange.max,
              count: operation.challengeCount,
            })}
            {operation.timeLimitSeconds === undefined
              ? null
              : ` · ${t('teacher.config.timeLimit', { seconds: operation.timeLimitSeconds })}`}
          </li>
        ))}
      </ol>
      <p className="field__note">
        {modes.length === 0 ? t('teacher.config.noModes') : modes.join(' · ')}
      </p>
      <button type="button" className="button button--secondary" onClick={onEdit}>
        {t('teacher.edit.open')}
      </button>
    </section>
  );
}
