import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceGrid } from './choice-grid';

/** A question's answers, then the button that goes on, as the practice screen has them. */
function Question() {
  const [chosen, setChosen] = useState<number>();
  return (
    <>
      <ChoiceGrid
        choices={['6', '8', '12']}
        label="Answers"
        result={chosen === undefined ? undefined : { chosenIndex: chosen, correctIndex: 1 }}
        onChoose={setChosen}
        focusKey="question-1"
      />
      {chosen === undefined ? null : <button type="button">Next question</button>}
    </>
  );
}

describe('the answer buttons', () => {
  it('are one Tab stop that the arrow keys move within', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Question />
        <button type="button">After</button>
      </>,
    );
    expect(screen.getByRole('button', { name: '6' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '8' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '8' })).toHaveFocus();
  });

  it('let Tab go straight from the answer given to "Next question"', async () => {
    const user = userEvent.setup();
    render(<Question />);
    await user.click(screen.getByRole('button', { name: '6' }));
    expect(screen.getByRole('button', { name: '6' })).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next question' })).toHaveFocus();
  });
});
