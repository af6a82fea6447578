import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { TypedAnswer, type TypedAnswerProps } from './typed-answer';

function renderTyped(props: Partial<TypedAnswerProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <TypedAnswer result={undefined} canAnswer onSubmit={onSubmit} {...props} />
    </I18nextProvider>,
  );
  return { onSubmit, view };
}

const pad = () => within(screen.getByRole('group', { name: 'Number pad' }));

describe('a typed answer', () => {
  it('types on the pad, deletes, and sends the number with the OK key', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderTyped();
    const field = screen.getByLabelText('Your answer');
    expect(field).toHaveFocus();
    await user.click(pad().getByRole('button', { name: '5' }));
    await user.click(pad().getByRole('button', { name: '7' }));
    await user.click(pad().getByRole('button', { name: 'Delete' }));
    await user.click(pad().getByRole('button', { name: '6' }));
    expect(field).toHaveValue('56');
    await user.click(pad().getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith(56);
  });

  it('takes the keyboard digits in the field and sends them with Enter; letters are dropped', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderTyped();
    await user.keyboard('4a2{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(42);
  });

  it('types the digits pressed while the focus is on a pad key, and sends nothing empty', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderTyped();
    await user.click(pad().getByRole('button', { name: 'OK' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(pad().getByRole('button', { name: '1' }));
    await user.keyboard('2');
    expect(screen.getByLabelText('Your answer')).toHaveValue('12');
  });

  it('keeps at most six digits and no leading zero', async () => {
    const user = userEvent.setup();
    renderTyped();
    await user.keyboard('0012345678');
    expect(screen.getByLabelText('Your answer')).toHaveValue('123456');
  });

  it('goes on with a second Enter once checked, never with the Enter that sent the answer', async () => {
    const user = userEvent.setup();
    const onGoOn = vi.fn();
    /** Checks at once, as solo practice does, within the Enter that sent the answer. */
    function CheckedAtOnce() {
      const [typed, setTyped] = useState<number>();
      return (
        <TypedAnswer
          result={typed === undefined ? undefined : { typed, isCorrect: typed === 42 }}
          canAnswer
          onSubmit={setTyped}
          onGoOn={onGoOn}
        />
      );
    }
    render(
      <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
        <CheckedAtOnce />
      </I18nextProvider>,
    );
    await user.keyboard('42{Enter}');
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('readonly');
    expect(onGoOn).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onGoOn).toHaveBeenCalledTimes(1);
  });

  it('goes on with Enter on the pad once checked, and only then', async () => {
    const user = userEvent.setup();
    const onGoOn = vi.fn();
    const { view } = renderTyped({ onGoOn });
    await user.click(pad().getByRole('button', { name: '7' }));
    pad().getByRole('button', { name: 'OK' }).focus();
    view.rerender(
      <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
        <TypedAnswer
          result={{ typed: 7, isCorrect: true }}
          canAnswer
          onSubmit={vi.fn()}
          onGoOn={onGoOn}
        />
      </I18nextProvider>,
    );
    await user.keyboard('{Enter}');
    expect(onGoOn).toHaveBeenCalledTimes(1);
  });

  it('shows the number typed once checked, and takes nothing more', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderTyped({ result: { typed: 54, isCorrect: false } });
    const field = screen.getByLabelText('Your answer');
    expect(field).toHaveValue('54');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(pad().getByRole('button', { name: '1' }));
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('54');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
