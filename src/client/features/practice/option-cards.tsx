import type { ReactNode } from 'react';

/** One card of an OptionCards group: its value, title and the line that says what it does. */
export interface OptionCard<Value extends string> {
  readonly value: Value;
  readonly title: string;
  readonly description: string;
}

/**
 * A group of radio buttons drawn as cards, each with a title and a description: one is chosen.
 * The legend names the group (visible, or for screen readers only when the page says it already).
 */
export function OptionCards<Value extends string>(props: {
  readonly name: string;
  readonly legend: ReactNode;
  readonly options: readonly OptionCard<Value>[];
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  readonly className?: string;
}) {
  return (
    <fieldset className={`difficulty__modes ${props.className ?? ''}`.trim()}>
      {props.legend}
      {props.options.map((option) => (
        <label key={option.value} className="mode-option">
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
            className="mode-option__input"
          />
          <span className="mode-option__body">
            <span className="mode-option__title">{option.title}</span>
            <span className="mode-option__description">{option.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
