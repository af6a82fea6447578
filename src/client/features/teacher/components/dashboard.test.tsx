import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSetupStore } from '../stores/session-setup-store';
import { teacherScreenStore } from '../stores/teacher-screen-store';
import { Dashboard } from './dashboard';
import { InEnglish } from '../testing/test-i18n';
import { testStudent } from '../testing/test-student';
import { testSessionState, testTeacherSession } from '../testing/test-session-state';
import { useTeacherSession } from '../hooks/use-teacher-session';

vi.mock('#client/lib/qr-code', () => ({
  qrCodeDataUrl: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo='),
}));
vi.mock('../hooks/use-teacher-session', () => ({ useTeacherSession: vi.fn() }));
vi.mock('./insight-panel', () => ({
  InsightPanel: ({ focus }: { focus: ReactNode }) => (
    <section>
      <p>What the class gets wrong</p>
      {focus}
    </section>
  ),
}));

const SESSION = testTeacherSession();

const update = vi.fn(() => Promise.resolve(true));

/** The teacher's session as the dashboard gets it: Ola answered 4, all right, unless `changes` say. */
function mockTeacherSession(changes: Partial<ReturnType<typeof useTeacherSession>> = {}) {
  const done = () => Promise.resolve(true);
  vi.mocked(useTeacherSession).mockReturnValue({
    state: testSessionState({ students: [testStudent('Ola', 4)] }),
    receivedAt: Date.now(),
    busy: undefined,
    failed: undefined,
    failedReason: undefined,
    connection: 'connected',
    actions: {
      start: done,
      stop: done,
      end: done,
      update,
      next: () => Promise.resolve(1),
      lock: done,
      remove: done,
      focus: done,
      reconnect: () => undefined,
    },
    ...changes,
  } as unknown as ReturnType<typeof useTeacherSession>);
}

beforeEach(() => {
  update.mockClear();
  mockTeacherSession();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderDashboard() {
  return render(
    <InEnglish>
      <Router hook={memoryLocation({ path: '/teacher' }).hook}>
        <Dashboard session={SESSION} onGone={() => undefined} />
      </Router>
    </InEnglish>,
  );
}

describe('Dashboard: names and results on a projector', () => {
  it('opens the projector view in a window of its own', async () => {
    const focus = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus } as unknown as Window);
    renderDashboard();
    const link = screen.getByRole('link', { name: 'Open projector view' });
    expect(link).toHaveAttribute('href', '/teacher/projector');
    expect(link).toHaveAttribute('target', 'mattemester-projector');
    expect(link).toHaveAccessibleDescription(/with no names or results/);
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith(
      '/teacher/projector',
      'mattemester-projector',
      expect.stringContaining('popup'),
    );
    expect(focus).toHaveBeenCalled();
  });

  it('shows names and results until asked to hide them, then shows the lobby in their place', async () => {
    const view = renderDashboard();
    expect(screen.getByText('Ola')).toBeInTheDocument();
    expect(screen.getByText('What the class gets wrong')).toBeInTheDocument();
    expect(screen.getByText('Average accuracy', { selector: 'dt' })).toBeInTheDocument();

    const hide = screen.getByRole('checkbox', { name: 'Hide names and results on this screen' });
    expect(hide).not.toBeChecked();
    await userEvent.click(hide);

    expect(hide).toBeChecked();
    expect(screen.queryByText('Ola')).toBeNull();
    expect(screen.queryByText('What the class gets wrong')).toBeNull();
    expect(screen.queryByText('Average accuracy', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Join the class' })).toBeInTheDocument();
    expect(screen.getByText('Pupils joined').nextElementSibling).toHaveTextContent('1');
    expect(teacherScreenStore.read()).toEqual({ hideResults: true });

    // Kept on this device: a reload still hides them.
    view.unmount();
    renderDashboard();
    expect(
      screen.getByRole('checkbox', { name: 'Hide names and results on this screen' }),
    ).toBeChecked();
    expect(screen.queryByText('Ola')).toBeNull();
  });

  it('remembers the configuration saved during the session for the next session', async () => {
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Continuous mode/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(sessionSetupStore.read()).toMatchObject({
      continuousMode: true,
      operations: [{ type: 'addition' }, { type: 'subtraction' }, { type: 'division' }],
    });
  });
});

describe('Dashboard: practising what the class missed', () => {
  it('offers it only once some answer was wrong or out of time', () => {
    const view = renderDashboard();
    const practise = () => screen.getByRole('button', { name: 'Practise what the class missed' });
    expect(practise()).toBeDisabled();

    view.unmount();
    const kari = testStudent('Kari', 3);
    mockTeacherSession({
      state: testSessionState({
        students: [
          testStudent('Ola', 4),
          { ...kari, stats: { ...kari.stats, correct: 2, incorrect: 1 } },
        ],
      }),
    });
    renderDashboard();
    expect(practise()).toBeEnabled();
  });

  it('says why the server refused, under the failed action', () => {
    mockTeacherSession({
      failed: 'focus',
      failedReason: 'The class has not missed any fact this session still asks.',
    });
    renderDashboard();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to change what the class practises');
    expect(alert).toHaveTextContent('The class has not missed any fact this session still asks.');
  });
});

describe('Dashboard: where the keyboard focus goes', () => {
  it('starts on the page heading, the button that opened the dashboard being gone', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Session dashboard' })).toHaveFocus();
  });

  it('goes to the edit card when it opens and back to the configuration when it closes', async () => {
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit configuration' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Configuration' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('heading', { name: 'Configuration' })).toHaveFocus();
  });

  it('stays where the teacher moved it while the changes were being saved', async () => {
    let saved: (ok: boolean) => void = () => undefined;
    update.mockImplementationOnce(() => new Promise<boolean>((resolve) => (saved = resolve)));
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const projector = screen.getByRole('link', { name: 'Open projector view' });
    projector.focus();
    await act(() => {
      saved(true);
      return Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Configuration' })).toBeInTheDocument();
    expect(projector).toHaveFocus();
  });
});
