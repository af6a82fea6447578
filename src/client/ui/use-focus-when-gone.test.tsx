import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFocusWhenGone } from './use-focus-when-gone';

/** A list whose rows each take themselves away, the way a merged pupil's row goes. */
function Rows({ later }: { later: boolean }) {
  const [rows, setRows] = useState(['Ada', 'Bo']);
  const title = useRef<HTMLHeadingElement>(null);
  const focusWhenGone = useFocusWhenGone((row) => rows.includes(row), title);
  const remove = (row: string) => setRows((kept) => kept.filter((other) => other !== row));
  return (
    <>
      <h2 ref={title} tabIndex={-1}>
        Pupils
      </h2>
      {rows.map((row) => (
        <button
          key={row}
          type="button"
          onClick={() => {
            focusWhenGone(row);
            // As a saved change comes back: the row goes a moment later, or at once.
            if (later) window.setTimeout(() => remove(row), 10);
            else remove(row);
          }}
        >
          {`Remove ${row}`}
        </button>
      ))}
    </>
  );
}

describe('the focus after the control that had it goes', () => {
  for (const later of [false, true]) {
    it(`moves to the target once the row is gone (${later ? 'a moment later' : 'at once'})`, async () => {
      render(<Rows later={later} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove Ada' }));
      await screen.findByRole('button', { name: 'Remove Bo' });
      await expect.poll(() => screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
      // The focus moves in an effect after the render without the row, which may come later.
      await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Pupils' })).toHaveFocus());
    });
  }
});
