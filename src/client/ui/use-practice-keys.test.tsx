import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTypingTarget, usePracticeKeys } from './use-practice-keys';

/** A question on screen, answered or not, with the practice keys of usePracticeKeys. */
function Question(props: {
  readonly stem: string;
  readonly answered: boolean;
  readonly onChoose: (index: number) => void;
  readonly onNext: () => void;
}) {
  const { stem, answered, onChoose, onNext } = props;
  usePracticeKeys({ choiceCount: 3, answered, canGoOn: answered, onChoose, onNext });
  return <p>{stem}</p>;
}

describe('the practice keys', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
  });

  /** Resolves once the container shows `text`, at once, before React's later effects run. */
  function shown(text: string, then: () => void): Promise<void> {
    return new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!container.textContent.includes(text)) return;
        observer.disconnect();
        then();
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true, characterData: true });
    });
  }

  it('answer a new question with the first key pressed once it is on screen', async () => {
    const onChoose = vi.fn();
    const onNext = vi.fn();
    const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }));
    root.render(<Question stem="3 + 4" answered={true} onChoose={onChoose} onNext={onNext} />);
    // The keys know the question is answered: N moves on.
    await vi.waitFor(() => {
      press('n');
      expect(onNext).toHaveBeenCalled();
    });

    // The student presses 2 as soon as the next question shows, before React's passive effects.
    const pressed = shown('2 + 1', () => press('2'));
    root.render(<Question stem="2 + 1" answered={false} onChoose={onChoose} onNext={onNext} />);
    await pressed;

    expect(onChoose).toHaveBeenCalledWith(1);
  });
});

describe('which keys the practice keys leave alone', () => {
  it('leaves a field being typed in, but not a read-only one (a typed answer once checked)', () => {
    const field = document.createElement('input');
    expect(isTypingTarget(field)).toBe(true);
    field.readOnly = true;
    expect(isTypingTarget(field)).toBe(false);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
  });
});
