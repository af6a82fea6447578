import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVERY_MODE_SETTINGS } from '#shared/contracts/test-session-settings';
import { classSessionStore } from '#client/features/class/class-session-store';
import { classOf } from '#client/features/class-record/model/test-class-records';
import { deleteClass, saveClass } from '#client/features/class-record/stores/classes';
import { rememberSessionSetup, sessionSetupStore } from '../stores/session-setup-store';
import { TeacherPage } from './teacher-page';
import { InEnglish } from '../testing/test-i18n';

vi.mock('./dashboard', () => ({ Dashboard: () => <p>The dashboard</p> }));

const LAST = EVERY_MODE_SETTINGS;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <InEnglish>
      <Router hook={memoryLocation({ path: '/teacher' }).hook}>
        <TeacherPage />
      </Router>
    </InEnglish>,
  );
}

const operation = (number: number) =>
  within(screen.getByRole('group', { name: `Operation ${number}` }));

async function openForm() {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Configure session' }));
}

describe('the teacher page form', () => {
  it('opens with the defaults on a device that has run no session', async () => {
    await openForm();
    expect(screen.getAllByRole('group', { name: /^Operation \d$/ })).toHaveLength(1);
    expect(operation(1).getByLabelText('Operation')).toHaveValue('addition');
    expect(screen.getByRole('checkbox', { name: /Auto start/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Use the default settings' })).toBeNull();
  });

  it('takes the focus into the form, whose first heading it lands on', async () => {
    await openForm();
    expect(screen.getByRole('heading', { name: 'Math operations' })).toHaveFocus();
  });

  it('gives the focus back to Configure session when the form goes back', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Configure session' })).toHaveFocus();
  });

  it("puts the focus on the line naming the class when a class's lesson opens, and back on its Start button", async () => {
    await saveClass(classOf(['Ada']));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Start a lesson with 4B' }));
    expect(await screen.findByText('This lesson is kept in the class 4B.')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const start = await screen.findByRole('button', { name: 'Start a lesson with 4B' });
    await vi.waitFor(() => expect(start).toHaveFocus());
  });

  it('gives the focus to Configure session when the class whose lesson form was open is gone', async () => {
    const record = classOf(['Ada']);
    await saveClass(record);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Start a lesson with 4B' }));
    expect(await screen.findByText('This lesson is kept in the class 4B.')).toHaveFocus();
    await deleteClass(record.id);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const configure = screen.getByRole('button', { name: 'Configure session' });
    await vi.waitFor(() => expect(configure).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Start a lesson with 4B' })).toBeNull();
  });

  it("opens with this device's last configuration: operations, ranges, questions and modes", async () => {
    rememberSessionSetup(LAST);
    await openForm();
    expect(
      screen.getByText('The form shows the settings you used last time on this device.'),
    ).toHaveFocus();
    expect(screen.getAllByRole('group', { name: /^Operation \d$/ })).toHaveLength(2);
    expect(operation(1).getByLabelText('Operation')).toHaveValue('multiplication');
    expect(operation(1).getByLabelText('Smallest number')).toHaveValue(2);
    expect(operation(1).getByLabelText('Largest number')).toHaveValue(9);
    expect(operation(1).getByLabelText('Questions')).toHaveValue(20);
    expect(operation(2).getByLabelText('Operation')).toHaveValue('division');
    expect(operation(2).getByLabelText('Seconds per question')).toHaveValue(30);
    expect(screen.getByRole('checkbox', { name: /Auto start/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Continuous mode/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Exam mode/ })).toBeChecked();
    expect(screen.getByLabelText('Exam length in minutes (1–180)')).toHaveValue(40);
    expect(screen.getByRole('checkbox', { name: /Randomize operations/ })).toBeChecked();
  });

  it('goes back to the defaults on request, says so, and forgets the last configuration', async () => {
    rememberSessionSetup(LAST);
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Use the default settings' }));
    const note = screen.getByText('The form shows the default settings again.');
    expect(note).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Use the default settings' })).toBeNull();
    expect(screen.getAllByRole('group', { name: /^Operation \d$/ })).toHaveLength(1);
    expect(operation(1).getByLabelText('Operation')).toHaveValue('addition');
    expect(screen.getByRole('checkbox', { name: /Auto start/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Exam mode/ })).not.toBeChecked();
    expect(sessionSetupStore.read()).toBeUndefined();
  });

  it('remembers the configuration a session was created with', async () => {
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            sessionId: 'session-1',
            sessionCode: 'K7QM3X',
            teacherId: 'teacher-1',
            teacherToken: 'token-1',
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await openForm();
    const questions = operation(1).getByLabelText('Questions');
    await userEvent.clear(questions);
    await userEvent.type(questions, '25');
    await userEvent.click(screen.getByRole('checkbox', { name: /Continuous mode/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start session' }));

    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(classSessionStore.read()).toMatchObject({ role: 'teacher', sessionCode: 'K7QM3X' });
    expect(sessionSetupStore.read()).toEqual({
      operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 25 }],
      autoStart: true,
      continuousMode: true,
      examMode: false,
      examDurationMinutes: 30,
      randomizeOperations: false,
    });
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toMatchObject({
      continuousMode: true,
    });
  });
});
