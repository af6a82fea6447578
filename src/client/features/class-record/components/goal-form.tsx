import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassGoal, GoalMeasure } from '../model/class-record';

/** The largest goal a class can set. */
const MAX_TARGET = 100_000;

/** A day as a date field writes it (the device's time zone). */
function dayOf(atMs: number): string {
  const day = new Date(atMs);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${String(day.getFullYear())}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;
}

/** The end of a day picked in a date field (the device's time zone), or null when none is. */
function endOfDay(value: string): number | null {
  if (value === '') return null;
  const time = new Date(`${value}T23:59:59`).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * Sets the class's goal: what it counts (facts fluent across the class, or right answers from
 * now on), how many, and by which day if any; or clears it. Changing the number or the day of a
 * goal keeps the time it was set, so right answers counted so far stay counted.
 */
export function GoalForm({
  goal,
  onSave,
  onCancel,
}: {
  goal: ClassGoal | null;
  onSave: (goal: ClassGoal | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ids = {
    measure: useId(),
    target: useId(),
    due: useId(),
    error: useId(),
    dueError: useId(),
  };
  const [measure, setMeasure] = useState<GoalMeasure>(goal?.measure ?? 'fluentFacts');
  const [target, setTarget] = useState(String(goal?.target ?? 50));
  const keptDue = goal?.dueAt == null ? '' : dayOf(goal.dueAt);
  const [due, setDue] = useState(keptDue);
  const [error, setError] = useState<'target' | 'due'>();
  const [today] = useState(() => dayOf(Date.now()));
  return (
    <form
      className="goal-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const count = Number(target);
        if (!Number.isInteger(count) || count < 1 || count > MAX_TARGET) {
          setError('target');
          return;
        }
        // A goal is for days to come: a day already gone could never be met. A goal whose day
        // has passed keeps it when only its number or measure changes.
        if (due !== '' && due !== keptDue && due < today) {
          setError('due');
          return;
        }
        setError(undefined);
        const setAt = goal !== null && goal.measure === measure ? goal.setAt : Date.now();
        onSave({ measure, target: count, setAt, dueAt: endOfDay(due) });
      }}
    >
      <div className="field">
        <label htmlFor={ids.measure}>{t('classes.goal.measureLabel')}</label>
        <select
          id={ids.measure}
          value={measure}
          onChange={(event) => setMeasure(event.target.value as GoalMeasure)}
        >
          <option value="fluentFacts">{t('classes.goal.measureFluentFacts')}</option>
          <option value="rightAnswers">{t('classes.goal.measureRightAnswers')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.target}>{t('classes.goal.targetLabel')}</label>
        <input
          id={ids.target}
          inputMode="numeric"
          value={target}
          aria-invalid={error === 'target'}
          aria-describedby={error === 'target' ? ids.error : undefined}
          onChange={(event) => setTarget(event.target.value)}
        />
        {error === 'target' ? (
          <p id={ids.error} className="form-error" role="alert">
            {t('classes.goal.targetError', { max: MAX_TARGET })}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={ids.due}>{t('classes.goal.dueLabel')}</label>
        <input
          id={ids.due}
          type="date"
          min={today}
          value={due}
          aria-invalid={error === 'due'}
          aria-describedby={error === 'due' ? ids.dueError : undefined}
          onChange={(event) => setDue(event.target.value)}
        />
        {error === 'due' ? (
          <p id={ids.dueError} className="form-error" role="alert">
            {t('classes.goal.dueError')}
          </p>
        ) : null}
      </div>
      <div className="goal-form__buttons">
        <button type="submit" className="button button--primary">
          {t('classes.goal.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('classes.goal.cancel')}
        </button>
        {goal === null ? null : (
          <button type="button" className="button button--danger" onClick={() => onSave(null)}>
            {t('classes.goal.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
