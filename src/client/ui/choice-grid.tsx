import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import './choice-grid.css';

/** The answer buttons of a question and how they look once it is answered. */
export interface ChoiceGridProps {
  readonly choices: readonly string[];
  /** Names the group for screen readers, e.g. "Answers". */
  readonly label: string;
  /** Set once answered: the student's choice and the right one are marked, and nothing more counts. */
  readonly result:
    { readonly chosenIndex: number | null; readonly correctIndex: number } | undefined;
  /** An answer given but not yet checked (sent when the connection is back). */
  readonly pendingIndex?: number | undefined;
  readonly onChoose: (index: number) => void;
  /** When this changes (a new question), the first answer takes the focus. */
  readonly focusKey: string;
}

/**
 * Big answer buttons: click, tap, Space or Enter answers; the arrow keys move between them, and
 * the group is one Tab stop (the button last focused, the first of a new question), so after the
 * answer Tab goes straight on to "Next question". After the answer they stay focusable but inert
 * (aria-disabled), so the keyboard user keeps their place and can read which was right.
 * A button is named by its answer alone, as it reads ("8"), so speech input finds it by what it
 * shows (WCAG 2.5.3); the number key that picks it is drawn by CSS and given as aria-keyshortcuts.
 */
export function ChoiceGrid({
  choices,
  label,
  result,
  pendingIndex,
  onChoose,
  focusKey,
}: ChoiceGridProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  /** The one button Tab stops at, with the question it was focused on. */
  const [tabStop, setTabStop] = useState({ focusKey, index: 0 });
  const tabIndexAt = tabStop.focusKey === focusKey ? tabStop.index : 0;

  useEffect(() => {
    buttons.current[0]?.focus({ preventScroll: true });
  }, [focusKey]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    buttons.current[(from + step + choices.length) % choices.length]?.focus();
  };

  return (
    <div role="group" aria-label={label} className="choice-grid">
      {choices.map((value, index) => {
        const state = choiceState(index, result, pendingIndex);
        return (
          <button
            key={`${focusKey}-${index}`}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`choice choice--${state}`}
            tabIndex={index === tabIndexAt ? 0 : -1}
            aria-keyshortcuts={String(index + 1)}
            data-focus-fallback={index === 0 ? '' : undefined}
            aria-disabled={result !== undefined || pendingIndex !== undefined}
            onKeyDown={(event) => moveFocus(event, index)}
            onFocus={() => setTabStop({ focusKey, index })}
            onClick={() => {
              if (result === undefined && pendingIndex === undefined) onChoose(index);
            }}
          >
            <span className="choice__key" data-key={index + 1} aria-hidden="true" />
            <span className="choice__value">{value}</span>
            <span className="choice__mark" aria-hidden="true">
              {state === 'correct' ? '✓' : state === 'wrong' ? '✗' : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}

const ARROW_STEPS: Readonly<Partial<Record<string, number>>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

function choiceState(
  index: number,
  result: ChoiceGridProps['result'],
  pendingIndex: number | undefined,
): 'open' | 'correct' | 'wrong' | 'idle' | 'pending' {
  if (result === undefined && pendingIndex !== undefined)
    return index === pendingIndex ? 'pending' : 'idle';
  if (result === undefined) return 'open';
  if (index === result.correctIndex) return 'correct';
  if (index === result.chosenIndex) return 'wrong';
  return 'idle';
}
