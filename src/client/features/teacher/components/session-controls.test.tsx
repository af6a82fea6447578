import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { SessionControls } from './session-controls';
import { InEnglish } from '../testing/test-i18n';
import { testStudent } from '../testing/test-student';
import { testSessionState } from '../testing/test-session-state';

/** The live region that confirms a move (the other is the status badge). */
const movedStatus = () =>
  screen.getAllByRole('status').find((region) => region.matches('.next-operation__moved'));

/** The controls over a state that Next operation moves on, as the live session does. */
function Controls({
  initial,
  hideResults = false,
  fail = false,
  edit,
  shownOnReply,
  movedTo,
}: {
  initial: TeacherSessionState;
  hideResults?: boolean;
  fail?: boolean;
  /** A teacher's edit of the session, applied by a button the harness adds. */
  edit?: (state: TeacherSessionState) => TeacherSessionState;
  /** The state shown when the move's reply lands, if not the move's own (a newer one). */
  shownOnReply?: (state: TeacherSessionState) => TeacherSessionState;
  /** The step the server moves the class to, if not the one after the step shown. */
  movedTo?: number;
}) {
  const [state, setState] = useState(initial);
  const next = () => {
    if (fail) return Promise.resolve(undefined);
    const step = movedTo ?? state.currentOperationIndex + 1;
    const moved = { ...state, currentOperationIndex: step };
    setState(shownOnReply === undefined ? moved : shownOnReply(moved));
    return Promise.resolve(step);
  };
  const done = () => Promise.resolve(true);
  return (
    <>
      <SessionControls
        state={state}
        busy={undefined}
        actions={{ start: done, stop: done, lock: done, next }}
        hideResults={hideResults}
        onEnd={vi.fn()}
      />
      {edit === undefined ? null : (
        <button type="button" onClick={() => setState(edit(state))}>
          Apply the edit
        </button>
      )}
    </>
  );
}

function renderControls(...args: Parameters<typeof Controls>) {
  render(
    <InEnglish>
      <Controls {...args[0]} />
    </InEnglish>,
  );
}

describe('SessionControls: Next operation', () => {
  it('announces which operation and step the class moved on to', async () => {
    renderControls({ initial: testSessionState() });
    const status = movedStatus();
    expect(status).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    expect(status).toHaveTextContent('The class moved on to Subtraction (step 2 of 3).');

    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    expect(status).toHaveTextContent('The class moved on to Division (step 3 of 3).');
  });

  it('keeps the confirmation through an edit that leaves its words true, once said', async () => {
    const continuous = (state: TeacherSessionState): TeacherSessionState => ({
      ...state,
      settings: { ...state.settings, continuousMode: true },
    });
    renderControls({ initial: testSessionState(), edit: continuous });
    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    const status = movedStatus();
    const said = status?.firstChild;
    await userEvent.click(screen.getByRole('button', { name: 'Apply the edit' }));
    expect(status).toHaveTextContent('The class moved on to Subtraction (step 2 of 3).');
    // The same text node: the live region is not changed, so it is not said again.
    expect(status?.firstChild).toBe(said);
  });

  it('drops the confirmation once an edit made its words untrue', async () => {
    const added = (state: TeacherSessionState): TeacherSessionState => ({
      ...state,
      operations: [
        ...state.operations,
        { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 },
      ],
    });
    const replaced = (state: TeacherSessionState): TeacherSessionState => ({
      ...state,
      operations: state.operations.map((operation, index) =>
        index === 1 ? { ...operation, type: 'multiplication' } : operation,
      ),
    });
    for (const edit of [added, replaced]) {
      const { unmount } = render(
        <InEnglish>
          <Controls initial={testSessionState()} edit={edit} />
        </InEnglish>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
      expect(movedStatus()).not.toBeEmptyDOMElement();
      await userEvent.click(screen.getByRole('button', { name: 'Apply the edit' }));
      expect(movedStatus()).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('says nothing of a move that a newer state had passed when its reply came, even later', async () => {
    const onLastStep = (state: TeacherSessionState) => ({ ...state, currentOperationIndex: 2 });
    const backOnStepTwo = (state: TeacherSessionState) => ({ ...state, currentOperationIndex: 1 });
    renderControls({
      initial: testSessionState(),
      shownOnReply: onLastStep,
      edit: backOnStepTwo,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    expect(movedStatus()).toBeEmptyDOMElement();
    // The class on the move's step again, later and by other means: the move is old news.
    await userEvent.click(screen.getByRole('button', { name: 'Apply the edit' }));
    expect(movedStatus()).toBeEmptyDOMElement();
  });

  it('says the move once the class shows on its step, when its reply found the old step newer', async () => {
    const stillOnFirst = (state: TeacherSessionState) => ({ ...state, currentOperationIndex: 0 });
    const onStepTwo = (state: TeacherSessionState) => ({ ...state, currentOperationIndex: 1 });
    renderControls({ initial: testSessionState(), shownOnReply: stillOnFirst, edit: onStepTwo });
    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    expect(movedStatus()).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Apply the edit' }));
    expect(movedStatus()).toHaveTextContent('The class moved on to Subtraction (step 2 of 3).');
  });

  it("says the move once shown when the reply found another screen's earlier move newer", async () => {
    const onStepTwo = (state: TeacherSessionState) => ({ ...state, currentOperationIndex: 1 });
    const onStepThree = (state: TeacherSessionState) => ({ ...state, currentOperationIndex: 2 });
    renderControls({
      initial: testSessionState(),
      movedTo: 2,
      shownOnReply: onStepTwo,
      edit: onStepThree,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    expect(movedStatus()).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Apply the edit' }));
    expect(movedStatus()).toHaveTextContent('The class moved on to Division (step 3 of 3).');
  });

  it('drops the confirmation when the teacher switches the language, never leaving it untranslated', async () => {
    const i18n = createI18n({ language: 'en', detect: false, catalogs: CATALOGS });
    render(
      <I18nextProvider i18n={i18n}>
        <Controls initial={testSessionState()} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    expect(movedStatus()).not.toBeEmptyDOMElement();
    await act(() => i18n.changeLanguage('nn'));
    expect(movedStatus()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Neste rekneart' })).toBeInTheDocument();
    // Back in English, the class has not moved again: nothing is said again.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Next operation' })).toBeInTheDocument();
    expect(movedStatus()).toBeEmptyDOMElement();
  });

  it('names only the step when each student has the operations in their own order', async () => {
    const initial = testSessionState();
    renderControls({
      initial: { ...initial, settings: { ...initial.settings, randomizeOperations: true } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    expect(movedStatus()).toHaveTextContent(
      'The class moved on to step 2 of 3. Each pupil meets the operations in their own order.',
    );
  });

  it('keeps the button focusable on the last operation, says why it does nothing, and does nothing', async () => {
    const onNext = vi.fn();
    render(
      <InEnglish>
        <SessionControls
          state={testSessionState({ currentOperationIndex: 2 })}
          busy={undefined}
          actions={{
            start: vi.fn(),
            stop: vi.fn(),
            lock: vi.fn(),
            next: onNext,
          }}
          onEnd={vi.fn()}
        />
      </InEnglish>,
    );
    const button = screen.getByRole('button', { name: 'Next operation' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'The class is on the last operation, so there is no next one.',
    );
    await userEvent.click(button);
    expect(onNext).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('announces nothing when the move failed', async () => {
    renderControls({ initial: testSessionState(), fail: true });
    await userEvent.click(screen.getByRole('button', { name: 'Next operation' }));
    expect(movedStatus()).toBeEmptyDOMElement();
  });

  it('has no Next operation with a single operation', () => {
    const initial = testSessionState();
    renderControls({ initial: { ...initial, operations: initial.operations.slice(0, 1) } });
    expect(screen.queryByRole('button', { name: 'Next operation' })).toBeNull();
  });
});

describe('SessionControls: totals', () => {
  const students = [testStudent('Ola', 4), { ...testStudent('Kari', 2), removed: true }];

  it("shows the class's students, answers and accuracy", () => {
    renderControls({ initial: testSessionState({ students }) });
    expect(screen.getByText('Pupils').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Answers').nextElementSibling).toHaveTextContent('6');
    expect(screen.getByText('Average accuracy').nextElementSibling).toHaveTextContent('100 %');
  });

  it('leaves the accuracy out while names and results are hidden', () => {
    renderControls({ initial: testSessionState({ students }), hideResults: true });
    expect(screen.getByText('Answers')).toBeInTheDocument();
    expect(screen.queryByText('Average accuracy')).toBeNull();
  });
});

describe('SessionControls: while an action runs', () => {
  it('keeps every button focusable, marks it unavailable, and runs nothing on a press', async () => {
    const actions = { start: vi.fn(), stop: vi.fn(), lock: vi.fn(), next: vi.fn() };
    const onEnd = vi.fn();
    render(
      <InEnglish>
        <SessionControls
          state={testSessionState({ students: [testStudent('Ola', 4)] })}
          busy="stop"
          actions={actions}
          onEnd={onEnd}
        />
      </InEnglish>,
    );
    for (const name of ['Stop', 'End session', 'Lock joining', 'Next operation']) {
      const button = screen.getByRole('button', { name });
      expect(button, name).toBeEnabled();
      expect(button, name).toHaveAttribute('aria-disabled', 'true');
      button.focus();
      expect(button, name).toHaveFocus();
      await userEvent.click(button);
    }
    for (const action of [...Object.values(actions), onEnd]) expect(action).not.toHaveBeenCalled();
  });
});
