import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '#client/lib/date-format';
import type { GoalProgress } from '../model/class-goal';

/**
 * The class's goal as one shared bar: the class's count against the target, no names and no
 * order of children. When it is reached the bar says so to everyone, screen readers included.
 */
export function GoalBar({ progress }: { progress: GoalProgress }) {
  const { t, i18n } = useTranslation();
  const { goal, value, share, reached, pastDue } = progress;
  const what = t(`classes.goal.measure.${goal.measure}`, { count: goal.target });
  const due =
    goal.dueAt === null
      ? undefined
      : dateTimeFormat(i18n.language, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
        }).format(goal.dueAt);
  return (
    <div className={reached ? 'goal-bar goal-bar--reached' : 'goal-bar'}>
      <p className="goal-bar__what">
        {due === undefined
          ? t('classes.goal.target', { what })
          : t('classes.goal.targetBy', { what, due })}
      </p>
      <div
        className="goal-bar__track"
        role="progressbar"
        aria-label={t('classes.goal.barLabel')}
        aria-valuemin={0}
        aria-valuemax={goal.target}
        aria-valuenow={Math.min(value, goal.target)}
        aria-valuetext={t('classes.goal.valueText', { value, target: goal.target })}
      >
        <div className="goal-bar__fill" style={{ inlineSize: `${(share * 100).toFixed(1)}%` }} />
      </div>
      {reached ? null : (
        <p className="goal-bar__value">
          {pastDue
            ? t('classes.goal.pastDue', { value, target: goal.target })
            : t('classes.goal.valueText', { value, target: goal.target })}
        </p>
      )}
      {/* Said once, when the class reaches it; the count is not read out at every answer. */}
      <p className="goal-bar__reached" role="status">
        {reached ? t('classes.goal.reached') : null}
      </p>
    </div>
  );
}
