import { useTranslation } from 'react-i18next';
import {
  FACT_STATUSES,
  countStatuses,
  type FactGrid,
  type FactStatus,
} from '#shared/maths/fact-map';
import { OPERATION_SYMBOLS } from '#shared/maths/operations';
import './fact-grid.css';

/** The mark a cell shows besides its colour, so the grid reads without colour too. */
const STATUS_MARKS: Readonly<Record<FactStatus, string>> = {
  notSeen: '',
  learning: '•',
  fluent: '✓',
};

/**
 * One operation's facts as a table: the numbers along the top and the side are headers, and each
 * cell says in words (for screen readers) and by colour and mark (on screen) whether the fact is
 * not practised yet, being learned, or fluent. A legend with counts follows.
 */
export function FactGridTable({
  grid,
  headingLevel = 2,
}: {
  grid: FactGrid;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const counts = countStatuses(grid);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `fact-grid-${grid.operation}`;
  return (
    <section className={`fact-grid fact-grid--${grid.operation}`} aria-labelledby={titleId}>
      <Heading id={titleId} className="fact-grid__title">
        {t(`operations.${grid.operation}`)}
      </Heading>
      <p className="fact-grid__counts">{t('facts.counts', counts)}</p>
      <table className="fact-grid__table">
        <caption className="fact-grid__caption">{t(`facts.caption.${grid.operation}`)}</caption>
        <thead>
          <tr>
            <th scope="col" className="fact-grid__corner">
              <span aria-hidden="true">{OPERATION_SYMBOLS[grid.operation]}</span>
            </th>
            {grid.columnNumbers.map((number) => (
              <th key={number} scope="col">
                {number}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => (
            <tr key={grid.rowNumbers[rowIndex]}>
              <th scope="row">{grid.rowNumbers[rowIndex]}</th>
              {row.map((cell, columnIndex) => (
                <td
                  key={grid.columnNumbers[columnIndex]}
                  className={`fact-grid__cell fact-grid__cell--${cell.status ?? 'none'}`}
                >
                  {cell.status === null ? null : (
                    <>
                      <span aria-hidden="true">{STATUS_MARKS[cell.status]}</span>
                      <span className="visually-hidden">{t(`facts.status.${cell.status}`)}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="fact-grid__legend" aria-label={t('facts.legend')}>
        {FACT_STATUSES.map((status) => (
          <li key={status}>
            <span className={`fact-grid__swatch fact-grid__cell--${status}`} aria-hidden="true">
              {STATUS_MARKS[status]}
            </span>
            {t(`facts.status.${status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
