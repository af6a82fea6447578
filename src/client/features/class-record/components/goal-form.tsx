import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassGoal, GoalMeasure } from '../model/class-record';

/** The largest goal a class can set. */
const MAX_TARGET = 100_000;

/** The end of a day picked in a date field (the device's time zone), or null when none is. */
function endOfDay(value: string): number | null {
  if (value === '') return null;
  const time = new Date(`${value}T23:59:59`).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * Sets the class's goal: what it counts (facts fluent across the class, or right answers from
 * now on), how many, and by which day if any; or clears it.
 */
export function GoalForm({
  goal,
  onSave,
}: {
  goal: ClassGoal | null;
  onSave: (goal: ClassGoal | null) => void;
}) {
  const { t } = useTranslation();
  const ids = { measure: useId(), target: useId(), due: useId(), error: useId() };
  const [measure, setMeasure] = useState<GoalMeasure>(goal?.measure ?? 'fluentFacts');
  const [target, setTarget] = useState(String(goal?.target ?? 50));
  const [due, setDue] = useState('');
  const [error, setError] = useState(false);
  return (
    <form
      className="goal-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const count = Number(target);
        if (!Number.isInteger(count) || count < 1 || count > MAX_TARGET) {
          setError(true);
          return;
        }
        setError(false);
        onSave({ measure, target: count, setAt: Date.now(), dueAt: endOfDay(due) });
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
          aria-invalid={error}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setTarget(event.target.value)}
        />
        {error ? (
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
          value={due}
          onChange={(event) => setDue(event.target.value)}
        />
      </div>
      <div className="goal-form__buttons">
        <button type="submit" className="button button--primary">
          {t('classes.goal.save')}
        </button>
        {goal === null ? null : (
          <button type="button" className="button button--secondary" onClick={() => onSave(null)}>
            {t('classes.goal.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
