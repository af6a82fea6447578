import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '#client/lib/i18n';
import { keepOwnerLessonName, writeFactMemory } from '#client/lib/fact-memory-store';
import { EMPTY_FACT_MEMORY } from '#shared/maths/fact-map';
import { JoinPage } from './join-page';
import { CATALOGS } from '#shared/i18n/catalogs';
import { countedText } from '#shared/i18n/counted-text';

const tooManyLookups = (seconds: number) =>
  countedText(CATALOGS.en.errors, 'tooManyLookups', seconds, 'en');

function renderJoin(path = '/join') {
  const location = memoryLocation({ path });
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <JoinPage />
      </Router>
    </I18nextProvider>,
  );
}

/** The server refuses every join for too many tries, asking to wait `seconds`. */
function refuseWithRetryAfter(seconds: number) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({ error: { code: 'too_many_lookups', message: tooManyLookups(seconds) } }),
        {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
        },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Refuses the join (the page stays), keeping what was sent. */
function refusedBodies() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'session_not_found', message: 'No.' } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return bodies;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the join page when the network has tried too many codes', () => {
  it('counts the seconds of Retry-After down, keeps Join disabled meanwhile, and says when to try again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = refuseWithRetryAfter(3);
    renderJoin();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('Your first name'), 'Ola');
    await user.type(screen.getByLabelText('Session code'), 'k7qm3x');
    const join = screen.getByRole('button', { name: 'Join' });
    await user.click(join);

    expect(await screen.findByRole('timer')).toHaveTextContent('Seconds left: 3');
    expect(status).toHaveTextContent(CATALOGS.en.join.errors.tooManyTries);
    expect(join).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Seconds left: 2');
    // The polite message stays as it was: the seconds are not announced one by one.
    expect(status).toHaveTextContent(CATALOGS.en.join.errors.tooManyTries);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(status).toHaveTextContent('You can try again now.');
    expect(join).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's own message for a refusal that names no wait", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ error: { code: 'too_many_lookups', message: 'Slow down.' } }),
            {
              status: 429,
              headers: { 'content-type': 'application/json' },
            },
          ),
        ),
      ),
    );
    renderJoin();
    await user.type(screen.getByLabelText('Your first name'), 'Ola');
    await user.type(screen.getByLabelText('Session code'), 'K7QM3X');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down.');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

/** The device has answered 7 × 8 quickly once, as its owner. */
function deviceOf(owner: string) {
  writeFactMemory(
    {
      scheduler: {
        facts: { 'multiplication:7:8': { box: 1, lastAskedIndex: 0, lastAskedAtMs: 1000 } },
        missed: [],
        lastKey: null,
      },
      questionsAnswered: 1,
    },
    owner,
  );
}

describe('the join page on a device with practised facts', () => {
  afterEach(() => localStorage.clear());

  it('sends the device’s facts when its owner joins, and none after “not me”', async () => {
    deviceOf('Kari');
    const bodies = refusedBodies();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderJoin();
    const box = screen.getByRole('checkbox', {
      name: 'Go on with the facts Kari practised on this device',
    });
    expect(box).not.toBeChecked();
    await user.type(screen.getByLabelText('Your first name'), 'Kari');
    expect(box).toBeChecked();
    await user.type(screen.getByLabelText('Session code'), 'K7QM3X');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByRole('alert');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ name: 'Kari', facts: [['m7:8', 1, 1000, [0, 0, 0, 0], 1]] });
    expect(bodies[1]).not.toHaveProperty('facts');
  });
});

describe('the join page on a device whose owner a lesson numbered', () => {
  afterEach(() => localStorage.clear());

  it('asks for the numbered name again when the owner joins, and not for another name', async () => {
    writeFactMemory(EMPTY_FACT_MEMORY, 'Emil');
    keepOwnerLessonName('Emil 2');
    const bodies = refusedBodies();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderJoin();
    await user.type(screen.getByLabelText('Session code'), 'K7QM3X');
    const join = screen.getByRole('button', { name: 'Join' });
    for (const name of ['emil', 'Ada']) {
      await user.clear(screen.getByLabelText('Your first name'));
      await user.type(screen.getByLabelText('Your first name'), name);
      await user.click(join);
      await screen.findByRole('alert');
    }
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ name: 'emil', lessonName: 'Emil 2' });
    expect(bodies[1]).toMatchObject({ name: 'Ada' });
    expect(bodies[1]).not.toHaveProperty('lessonName');
  });

  it('asks for nothing for another child of the same name who unticks the owner’s facts', async () => {
    deviceOf('Emil');
    keepOwnerLessonName('Emil 2');
    const bodies = refusedBodies();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderJoin();
    await user.type(screen.getByLabelText('Session code'), 'K7QM3X');
    await user.type(screen.getByLabelText('Your first name'), 'Emil');
    await user.click(
      screen.getByRole('checkbox', { name: 'Go on with the facts Emil practised on this device' }),
    );
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Emil' });
    expect(bodies[0]).not.toHaveProperty('lessonName');
    expect(bodies[0]).not.toHaveProperty('facts');
  });
});

describe('the join page with a code no session can have', () => {
  it('says a code has 6 letters and numbers, and asks the server nothing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = refuseWithRetryAfter(3);
    renderJoin();
    await user.type(screen.getByLabelText('Your first name'), 'Ola');
    for (const typed of ['k7qm3', 'K7QM3I', 'K7QM30']) {
      await user.clear(screen.getByLabelText('Session code'));
      await user.type(screen.getByLabelText('Session code'), typed);
      await user.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByRole('alert'), typed).toHaveTextContent(
        CATALOGS.en.join.errors.codeShape,
      );
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the join page opened from a link', () => {
  it('takes the code of the link, cut to a code’s length as typing cuts it', () => {
    renderJoin('/join?code=k7qm3pxyz12');
    expect(screen.getByLabelText('Session code')).toHaveValue('K7QM3P');
  });
});

describe('the join page with a long name', () => {
  it('keeps the first 20 characters and says so while the typing goes past them', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderJoin();
    const field = screen.getByLabelText('Your first name');
    const limit = 'A name can have at most 20 characters.';
    await user.type(field, 'Maximilian-Alexander');
    expect(screen.queryByText(limit)).toBeNull();
    await user.type(field, ' C');
    expect(field).toHaveValue('Maximilian-Alexander');
    expect(screen.getByText(limit)).toHaveAttribute('aria-live', 'polite');
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue('Maximilian-Alexande');
    expect(screen.queryByText(limit)).toBeNull();
  });
});
