import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '#client/lib/date-format';
import type { WeekShare } from '../model/class-progress';

/**
 * The class's share of fluent facts week by week, as bars with their figures written on them, in
 * a list a screen reader reads week by week.
 */
export function WeekChart({ weeks }: { weeks: readonly WeekShare[] }) {
  const { t, i18n } = useTranslation();
  if (weeks.length === 0) return <p>{t('classes.weeks.none')}</p>;
  const day = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  return (
    <ol className="week-chart">
      {weeks.map((week) => {
        const percent = Math.round(week.share * 100);
        return (
          <li key={week.weekStart} className="week-chart__week">
            <span className="week-chart__label">
              {t('classes.weeks.week', { date: day.format(week.weekStart) })}
            </span>
            <span className="week-chart__track" aria-hidden="true">
              <span className="week-chart__bar" style={{ inlineSize: `${percent}%` }} />
            </span>
            <span className="week-chart__value">{t('classes.weeks.share', { percent })}</span>
          </li>
        );
      })}
    </ol>
  );
}
