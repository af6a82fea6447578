import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRecord } from '../model/class-record';
import type { NameConflict } from '../model/merge-class-copies';
import './backup.css';

/**
 * The names the teacher's two devices changed apart: for each, which one stays. Everything else
 * was merged already; nothing is sent until the teacher chooses.
 */
export function NameChoices({
  record,
  conflicts,
  busy,
  onChoose,
}: {
  readonly record: ClassRecord;
  readonly conflicts: readonly NameConflict[];
  readonly busy: boolean;
  readonly onChoose: (chosen: { conflict: NameConflict; name: string }[]) => void;
}) {
  const { t } = useTranslation();
  // This device's name as it is now: renamed again since the merge, it is that name offered.
  const ours = conflicts.map((conflict) =>
    conflict.kind === 'className'
      ? record.name
      : (record.pupils.find((pupil) => pupil.id === conflict.pupilId)?.name ?? conflict.ours),
  );
  /** For each conflict, whether the other device's name is chosen (this device's by default). */
  const [theirsChosen, setTheirsChosen] = useState<readonly boolean[]>(() =>
    conflicts.map(() => false),
  );
  return (
    <form
      className="card name-choices"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(
          conflicts.map((conflict, index) => ({
            conflict,
            name: theirsChosen[index] === true ? conflict.theirs : (ours[index] ?? conflict.ours),
          })),
        );
      }}
    >
      <h2>{t('classes.backup.conflictsTitle')}</h2>
      <p>{t('classes.backup.conflictsText')}</p>
      {conflicts.map((conflict, index) => {
        const legend =
          conflict.kind === 'className'
            ? t('classes.backup.conflictClass')
            : t('classes.backup.conflictPupil', {
                name: record.pupils.find((pupil) => pupil.id === conflict.pupilId)?.name ?? '',
              });
        return (
          <fieldset
            key={conflict.kind === 'className' ? 'class' : conflict.pupilId}
            className="name-choices__set"
          >
            <legend>{legend}</legend>
            {[ours[index] ?? conflict.ours, conflict.theirs].map((name, which) => (
              <label key={which} className="name-choices__choice">
                <input
                  type="radio"
                  name={`name-choice-${String(index)}`}
                  value={which === 0 ? 'ours' : 'theirs'}
                  checked={(theirsChosen[index] === true) === (which === 1)}
                  onChange={() =>
                    setTheirsChosen((before) =>
                      before.map((kept, at) => (at === index ? which === 1 : kept)),
                    )
                  }
                />
                {which === 0
                  ? t('classes.backup.thisDevice', { name })
                  : t('classes.backup.otherDevice', { name })}
              </label>
            ))}
          </fieldset>
        );
      })}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('classes.backup.keepNames')}
      </button>
    </form>
  );
}
