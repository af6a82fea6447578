import { useTranslation } from 'react-i18next';
import type { GridCell } from '#shared/contracts/insight';
import { OPERATION_SYMBOLS, OPERATION_TRAITS, type MathOperation } from '#shared/maths/operations';
import './insight-grid.css';

const SIZE = 12;
const NUMBERS = Array.from({ length: SIZE }, (_, index) => index + 1);

/** A band of the class's accuracy on a fact that has answers. */
type AccuracyLevel = 'low' | 'mid' | 'high';

/** The class's accuracy on a fact, as a band the colours and the legend use. */
function band(cell: GridCell | undefined): 'none' | AccuracyLevel {
  if (cell === undefined || cell.attempts === 0) return 'none';
  const accuracy = cell.correct / cell.attempts;
  if (accuracy >= 0.8) return 'high';
  if (accuracy >= 0.5) return 'mid';
  return 'low';
}

/**
 * The class's 1-12 fact grid on the dashboard, as a table: rows and columns are the two factors
 * (for division: divisor and quotient). Its classes are insight-grid, not the fact-grid of a
 * student's own fact map (ui/fact-grid.tsx), whose stylesheet stays loaded once a teacher has
 * practised in the same tab. Each answered fact shows the class's accuracy as a percentage and a colour; the
 * numbers are there so colour is never the only cue.
 */
export function InsightGrid({
  operation,
  cells,
}: {
  operation: MathOperation;
  cells: readonly GridCell[];
}) {
  const { t } = useTranslation();
  const byKey = new Map(cells.map((cell) => [`${cell.row}:${cell.column}`, cell]));
  const caption = OPERATION_TRAITS[operation].gridByQuotient
    ? t('teacher.insight.gridDivision')
    : t('teacher.insight.gridMultiplication');
  return (
    <div className="insight-grid__scroll">
      <table className="insight-grid">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span aria-hidden="true">{OPERATION_SYMBOLS[operation]}</span>
            </th>
            {NUMBERS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NUMBERS.map((row) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {NUMBERS.map((column) => {
                const cell = byKey.get(`${row}:${column}`);
                const level = band(cell);
                return (
                  <td key={column} className={`insight-grid__cell insight-grid__cell--${level}`}>
                    {cell === undefined
                      ? ''
                      : `${Math.round((cell.correct / cell.attempts) * 100)}`}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="insight-grid__legend">
        <LegendKey level="high" label={t('teacher.insight.legendHigh')} />{' '}
        <LegendKey level="mid" label={t('teacher.insight.legendMid')} />{' '}
        <LegendKey level="low" label={t('teacher.insight.legendLow')} />
      </p>
    </div>
  );
}

/** A colour of the grid and what it means, kept together when the legend wraps. */
function LegendKey({ level, label }: { level: AccuracyLevel; label: string }) {
  return (
    <span className="insight-grid__key">
      <span className={`insight-grid__swatch insight-grid__cell--${level}`} aria-hidden="true" />
      {label}
    </span>
  );
}
