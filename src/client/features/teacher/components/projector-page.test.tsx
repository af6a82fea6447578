import { act, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { classSessionStore } from '#client/features/class/class-session-store';
import { ProjectorPage } from './projector-page';
import { InEnglish } from '../testing/test-i18n';
import { testStudent } from '../testing/test-student';
import { testSessionState, testTeacherSession } from '../testing/test-session-state';
import { useTeacherSession } from '../hooks/use-teacher-session';

vi.mock('#client/lib/qr-code', () => ({
  qrCodeDataUrl: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo='),
}));
vi.mock('../hooks/use-teacher-session', () => ({ useTeacherSession: vi.fn() }));

const live = vi.mocked(useTeacherSession);

beforeEach(() => {
  live.mockReset();
  live.mockReturnValue({
    state: testSessionState({ students: [testStudent('Ola', 3), testStudent('Kari', 4)] }),
    receivedAt: Date.now(),
    busy: undefined,
    failed: undefined,
    failedReason: undefined,
    connection: 'connected',
    actions: {} as ReturnType<typeof useTeacherSession>['actions'],
  });
});

function storeTeacherSession() {
  classSessionStore.write(testTeacherSession(Date.now()));
}

function renderPage() {
  render(
    <InEnglish>
      <Router hook={memoryLocation({ path: '/teacher/projector' }).hook}>
        <ProjectorPage />
      </Router>
    </InEnglish>,
  );
}

describe('ProjectorPage', () => {
  it("shows the stored session's lobby from its live channel, with counts and no names", () => {
    storeTeacherSession();
    renderPage();
    expect(live).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: 'session-1', teacherToken: 'token-1' }),
      expect.any(Function),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Join the class' })).toBeInTheDocument();
    expect(screen.getByText('K7QM3X')).toBeInTheDocument();
    expect(screen.getByText('Pupils joined').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Answers so far').nextElementSibling).toHaveTextContent('7');
    expect(screen.queryByText('Ola')).toBeNull();
    expect(document.title).toBe('Projector view – Mattemester');
  });

  it('says when the session has ended, and how to show the next one', () => {
    storeTeacherSession();
    renderPage();
    const onGone = live.mock.calls[0]?.[1];
    act(() => onGone?.());
    expect(
      screen.getByRole('heading', { level: 1, name: 'This class session has ended.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "To show the next session here, press “Open projector view” on the teacher's screen.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('K7QM3X')).toBeNull();
  });

  it('points to the teacher page when this device runs no session', () => {
    renderPage();
    expect(live).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'No class session is running on this device.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the teacher page' })).toHaveAttribute(
      'href',
      '/teacher',
    );
  });
});
