import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { ProjectorLobby } from './projector-lobby';
import { InEnglish } from '../testing/test-i18n';
import { testStudent } from '../testing/test-student';
import { testSessionState } from '../testing/test-session-state';

vi.mock('#client/lib/qr-code', () => ({
  qrCodeDataUrl: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo='),
}));

function renderLobby(state: TeacherSessionState | undefined, headingLevel: 1 | 2 = 1) {
  render(
    <InEnglish>
      <ProjectorLobby
        code="K7QM3X"
        state={state}
        receivedAt={Date.now()}
        headingLevel={headingLevel}
      />
    </InEnglish>,
  );
}

const value = (label: string) => screen.getByText(label).nextElementSibling;

describe('ProjectorLobby', () => {
  it('shows how to join: the code, the QR code and the link, under a heading', async () => {
    renderLobby(testSessionState());
    expect(screen.getByRole('heading', { level: 1, name: 'Join the class' })).toBeInTheDocument();
    expect(screen.getByLabelText('Session code K 7 Q M 3 X')).toHaveTextContent('K7QM3X');
    expect(screen.getByText(`${window.location.origin}/join?code=K7QM3X`)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'QR code that opens the join page with code K7QM3X',
      }),
    ).toBeInTheDocument();
  });

  it('counts students and answers but never shows a name or a result', () => {
    const students = [
      { ...testStudent('Ola', 7), name: 'Ola Nordmann' },
      { ...testStudent('Kari', 3), name: 'Kari' },
      { ...testStudent('Per', 2), name: 'Per', removed: true },
    ];
    renderLobby(testSessionState({ students }));
    expect(value('Pupils joined')).toHaveTextContent('2');
    expect(value('Answers so far')).toHaveTextContent('12');
    for (const name of ['Ola Nordmann', 'Kari', 'Per'])
      expect(screen.queryByText(name, { exact: false })).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when a student who joins starts, and the status', () => {
    renderLobby(testSessionState({ phase: 'waiting', isStarted: false }));
    expect(
      screen.getByText('Practice starts when your teacher presses Start.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting to start');
  });

  it('says practice starts at once while it runs', () => {
    renderLobby(testSessionState());
    expect(screen.getByText('Practice starts as soon as you join.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Active');
  });

  it('shows the exam countdown while an exam runs', () => {
    const state = testSessionState();
    renderLobby({ ...state, endsAtMs: state.serverNowMs + 5 * 60_000 });
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left: 5:00');
  });

  it("keeps the exam countdown in view while the teacher has paused the class, as the exam's clock runs on", () => {
    const state = testSessionState({ phase: 'stopped', stopReason: 'teacher-stopped' });
    renderLobby({ ...state, endsAtMs: state.serverNowMs + 5 * 60_000 });
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left: 5:00');
  });

  it('says the exam has ended, and no start', () => {
    renderLobby(testSessionState({ phase: 'stopped', stopReason: 'completed' }));
    expect(screen.getByRole('status')).toHaveTextContent("Time's up! Exam ended.");
    expect(screen.queryByText(/Practice/)).toBeNull();
  });

  it('shows only how to join until the live channel has told the session', () => {
    renderLobby(undefined, 2);
    expect(screen.getByRole('heading', { level: 2, name: 'Join the class' })).toBeInTheDocument();
    expect(screen.queryByText('Pupils joined')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
