import { useTranslation } from 'react-i18next';
import type { FactCounts } from '../model/class-progress';
import { factLabel } from '../model/fact-label';

/** How strongly a tile is coloured: the share of the class's pupils who have the fact fluent. */
function shadeOf(counts: FactCounts['counts']): number {
  const pupils = counts.fluent + counts.learning + counts.notSeen;
  return pupils === 0 ? 0 : Math.round((counts.fluent / pupils) * 4);
}

/**
 * The class's facts as a heat map: one tile per fact, darker the more pupils have it fluent, each
 * saying in words how many have it fluent, are learning it, and have not practised it yet. No
 * names: it can stay on the projector.
 */
export function FactTiles({ facts }: { facts: readonly FactCounts[] }) {
  const { t } = useTranslation();
  if (facts.length === 0) return <p>{t('classes.facts.none')}</p>;
  return (
    <ul className="fact-tiles">
      {facts.map(({ key, counts }) => (
        <li key={key} className={`fact-tiles__tile fact-tiles__tile--${shadeOf(counts)}`}>
          <span className="fact-tiles__fact">{factLabel(key)}</span>
          <span className="fact-tiles__count" aria-hidden="true">
            {counts.fluent}
          </span>
          <span className="visually-hidden">{t('classes.facts.tile', counts)}</span>
        </li>
      ))}
    </ul>
  );
}
