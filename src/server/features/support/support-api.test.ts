import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import type { TestDatabase } from '#server/db/test-databases';
import { createTestApp, type TestApp } from '#server/test-app';
import { createSupportRepo } from './support.repo';
import { countedText } from '#shared/i18n/counted-text';

const ticket = {
  name: 'Kari Nordmann',
  email: 'kari@skole.no',
  subject: 'Eksport',
  message: 'PDF-en mangler et navn.',
  category: 'technical',
};
const contactErrors = CATALOGS.en.contact.errors;

let testApp: TestApp;
let database: TestDatabase;
let app: FastifyInstance;
let smtp: SMTPServer;
let mails: string[];

beforeEach(async () => {
  mails = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        mails.push(text);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  testApp = await createTestApp({
    supportMail: {
      url: `smtp://127.0.0.1:${port}`,
      from: 'app@example.org',
      to: 'support@example.org',
    },
  });
  app = testApp.app;
  database = testApp.database;
});

afterEach(async () => {
  await testApp.dispose();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('POST /api/support/tickets', () => {
  it('checks the fields in the order of SPEC §5 with its messages', async () => {
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/support/tickets', payload });
    expect((await post({ ...ticket, name: ' ', email: '' })).json()).toEqual({
      error: { code: 'contact_name_required', message: contactErrors.nameRequired },
    });
    expect((await post({ ...ticket, email: '' })).json()).toEqual({
      error: { code: 'contact_email_required', message: contactErrors.emailRequired },
    });
    expect((await post({ ...ticket, subject: '' })).json()).toEqual({
      error: { code: 'contact_subject_required', message: contactErrors.subjectRequired },
    });
    expect((await post({ ...ticket, message: ' ' })).json()).toEqual({
      error: { code: 'contact_message_required', message: contactErrors.messageRequired },
    });
    const invalid = await post({ ...ticket, email: 'kari at skole' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: { code: 'contact_email_invalid', message: contactErrors.emailInvalid },
    });
  });

  it("says a field is too long however long it is, past the form's limit or the body's", async () => {
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/support/tickets', payload });
    const tooLong = { code: 'contact_too_long', message: contactErrors.tooLong };
    for (const payload of [
      { ...ticket, message: 'x'.repeat(5_001) },
      { ...ticket, message: 'x'.repeat(10_001) },
      { ...ticket, subject: 'x'.repeat(1_001) },
    ]) {
      const refused = await post(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: tooLong });
    }
  });

  it('stores the ticket with the priority of its category, mails it, and returns its number', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: { ...ticket, priority: 1 },
    });
    expect(response.statusCode).toBe(201);
    const reply = response.json();
    expect(reply).toMatchObject({ success: true, message: CATALOGS.en.contact.success });
    expect(reply.ticketId).toMatch(/^T-[A-Z2-9]{8}$/);
    const [stored] = await createSupportRepo(database.db).listOpen();
    expect(stored).toMatchObject({
      id: reply.ticketId,
      category: 'technical',
      priority: 2,
      status: 'open',
      name: 'Kari Nordmann',
    });
    await expect.poll(() => mails.length).toBe(1);
    expect(mails[0]).toContain(reply.ticketId);
    expect(mails[0]).toContain('To: support@example.org');
  });

  it('answers a filled-in honeypot kindly but stores and sends nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: { ...ticket, website: 'http://spam.example' },
    });
    expect(response.statusCode).toBe(201);
    expect(await createSupportRepo(database.db).listOpen()).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('counts only accepted tickets: six refused forms still leave room for a good one', async () => {
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        payload,
        remoteAddress: '198.51.100.11',
      });
    for (let index = 0; index < 6; index += 1) {
      const refused = await post({ ...ticket, email: 'kari at skole' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: { code: 'contact_email_invalid', message: contactErrors.emailInvalid },
      });
    }
    expect((await post({ ...ticket, subject: '' })).statusCode).toBe(400);
    const accepted = await post(ticket);
    expect(accepted.statusCode).toBe(201);
    for (let index = 0; index < 4; index += 1) expect((await post(ticket)).statusCode).toBe(201);
    expect((await post(ticket)).statusCode).toBe(429);
    // Past the limit a refused form still hears what is wrong with it.
    expect((await post({ ...ticket, message: ' ' })).json()).toEqual({
      error: { code: 'contact_message_required', message: contactErrors.messageRequired },
    });
  });

  it('limits one address to five tickets in ten minutes', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/support/tickets',
            payload: ticket,
            remoteAddress: '198.51.100.9',
          })
        ).statusCode,
      ).toBe(201);
    }
    const limited = await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: ticket,
      remoteAddress: '198.51.100.9',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      error: {
        code: 'too_many_requests',
        message: countedText(
          CATALOGS.en.errors,
          'tooManyRequests',
          Number(limited.headers['retry-after']),
          'en',
        ),
      },
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/support/tickets',
          payload: ticket,
          remoteAddress: '198.51.100.10',
        })
      ).statusCode,
    ).toBe(201);
  });
});
