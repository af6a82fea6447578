import './stat-list.css';

/** One figure with its label, e.g. "Correct 7". */
export interface Stat {
  readonly label: string;
  readonly value: string | number;
}

/** A row of labelled figures as tiles (a description list, so screen readers pair them). */
export function StatList({
  label,
  stats,
  className,
}: {
  label: string;
  stats: readonly Stat[];
  className?: string;
}) {
  return (
    <dl
      className={className === undefined ? 'stat-list' : `stat-list ${className}`}
      aria-label={label}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="stat-list__item">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
