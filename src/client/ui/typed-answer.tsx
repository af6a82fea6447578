import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type SyntheticEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TYPED_ANSWER } from '#shared/maths/answer-input';
import { isTypingTarget } from './use-practice-keys';
import './typed-answer.css';

/** Digits a typed answer may have: as many as MAX_TYPED_ANSWER. */
const MAX_DIGITS = String(MAX_TYPED_ANSWER).length;

const PAD_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The number typed and how it looks once it is checked. */
export interface TypedAnswerProps {
  /** Set once answered: the number typed (null when the time ran out) and its verdict. */
  readonly result: { readonly typed: number | null; readonly isCorrect: boolean } | undefined;
  /** A number sent but not yet checked (sent again when the connection is back). */
  readonly pendingValue?: number | undefined;
  readonly onSubmit: (value: number) => void;
  /**
   * Enter once the verdict shows (in the field, or on the pad's keys, which then do nothing):
   * the next question, as N. The Enter that sends the answer never also goes on.
   */
  readonly onGoOn?: (() => void) | undefined;
  /** False while an answer is on its way: the field and the pad wait. */
  readonly canAnswer: boolean;
}

/** Typed text as an answer: its digits only, no leading zero, at most MAX_DIGITS. */
function asAnswerText(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
}

/** What the keyboard's keys do on the pad. */
interface PadActions {
  type(digit: string): void;
  erase(): void;
  submit(): void;
  /** After the verdict: the next question. */
  goOn(): void;
  /** True once the verdict shows. */
  readonly checked: boolean;
}

/**
 * The child types the answer: a field for the keyboard's digits (Enter sends it) and an on-screen
 * number pad for touch (digits, delete, and the button that sends it). The phone's own keyboard
 * stays shut (inputmode none), as the pad is bigger and never covers the question. After the
 * verdict the field shows the number typed, marked right or wrong. Key it by the question, so
 * that each question starts with an empty field that has the focus.
 */
export function TypedAnswer(props: TypedAnswerProps) {
  const { result, pendingValue, onSubmit, onGoOn, canAnswer } = props;
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const locked = result !== undefined || pendingValue !== undefined || !canAnswer;

  // Mounted afresh for every question (keyed by it), so the field starts empty.
  useEffect(() => {
    field.current?.focus({ preventScroll: true });
  }, []);

  const latest = useRef<PadActions | null>(null);
  useEffect(() => {
    // The keyboard's digits type the answer wherever the focus is, as on the pad; the field
    // handles its own keys.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const actions = latest.current;
      if (actions === null) return;
      if (/^\d$/.test(event.key)) actions.type(event.key);
      else if (event.key === 'Backspace') actions.erase();
      else if (event.key === 'Enter' && actions.checked && !isLiveButton(event.target))
        actions.goOn();
      else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement))
        actions.submit();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const shown =
    result !== undefined
      ? result.typed === null
        ? ''
        : String(result.typed)
      : pendingValue !== undefined
        ? String(pendingValue)
        : text;
  const type = (digit: string) => {
    if (!locked) setText((before) => asAnswerText(before + digit));
  };
  const erase = () => {
    if (!locked) setText((before) => before.slice(0, -1));
  };
  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (locked || text === '') return;
    onSubmit(Number(text));
  };
  useLayoutEffect(() => {
    latest.current = {
      type,
      erase,
      submit: () => submit(),
      goOn: () => onGoOn?.(),
      checked: result !== undefined,
    };
  });
  const state = result === undefined ? 'open' : result.isCorrect ? 'correct' : 'wrong';

  return (
    <form className={`typed-answer typed-answer--${state}`} onSubmit={submit} noValidate>
      <label htmlFor={id} className="typed-answer__label">
        {t('practice.typed.label')}
      </label>
      <div className="typed-answer__entry">
        <input
          ref={field}
          id={id}
          className="typed-answer__field"
          type="text"
          inputMode="none"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={MAX_DIGITS}
          value={shown}
          readOnly={locked}
          aria-invalid={result !== undefined && !result.isCorrect ? true : undefined}
          data-focus-fallback=""
          onChange={(event) => {
            if (!locked) setText(asAnswerText(event.target.value));
          }}
        />
        <span className="typed-answer__mark" aria-hidden="true">
          {state === 'correct' ? '✓' : state === 'wrong' ? '✗' : ''}
        </span>
      </div>
      <div role="group" aria-label={t('practice.typed.padLabel')} className="typed-answer__pad">
        {PAD_DIGITS.map((digit) => (
          <PadKey key={digit} onPress={() => type(digit)} disabled={locked}>
            {digit}
          </PadKey>
        ))}
        <PadKey onPress={erase} disabled={locked} label={t('practice.typed.erase')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="30" height="30" fill="currentColor">
            <path d="M22 5H9L2 12l7 7h13V5zm-3.4 10.6-1.4 1.4L14 13.8 10.8 17l-1.4-1.4 3.2-3.2-3.2-3.2L10.8 7.8 14 11l3.2-3.2 1.4 1.4-3.2 3.2 3.2 3.2z" />
          </svg>
        </PadKey>
        <PadKey onPress={() => type('0')} disabled={locked}>
          0
        </PadKey>
        <button
          type="submit"
          className="typed-answer__key typed-answer__key--send"
          aria-disabled={locked || text === ''}
        >
          {t('practice.typed.send')}
        </button>
      </div>
    </form>
  );
}

/** One key of the pad: named by what it shows, or by `label` when it shows a picture. */
function PadKey(props: {
  readonly onPress: () => void;
  readonly disabled: boolean;
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="typed-answer__key"
      aria-label={props.label}
      aria-disabled={props.disabled}
      onClick={props.onPress}
    >
      {props.children}
    </button>
  );
}

/** A button Enter should press: one that is not marked unavailable (the pad's, once checked). */
function isLiveButton(target: EventTarget | null): boolean {
  return target instanceof HTMLButtonElement && target.getAttribute('aria-disabled') !== 'true';
}
