import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionParamsSchema, sessionStudentParamsSchema } from '#shared/contracts/route-params';
import {
  sessionSettingsBodySchema,
  sessionSettingsUpdateBodySchema,
} from '#shared/contracts/session-settings';
import { removeStudentsBodySchema } from '#shared/contracts/remove-students';
import {
  createSessionReplySchema,
  lockBodySchema,
  noContentReplySchema,
  sessionPublicViewSchema,
  studentListReplySchema,
  teacherSessionStateSchema,
} from '#shared/contracts/sessions';
import { ApiError } from '#server/api-error';
import { bearerToken } from '#server/auth/bearer';
import { refuseInvalidRequest, TOKEN_BEFORE_BODY } from '#server/http/deferred-validation';
import { BODY_ERRORS, TOKEN_ERRORS, errorReplies } from '#server/http/error-replies';
import { BEARER_SECURITY } from '#server/http/openapi';
import { enforce, guardCodeLookup, type AddressLimits } from '#server/limits/address-limits';
import type { SessionsService } from './sessions.service';

const TAGS = ['Sessions'];

/** A teacher's action on their session: the session's id and the teacher's token. */
const teacherAction = (summary: string, description?: string) => ({
  tags: TAGS,
  summary,
  ...(description === undefined ? {} : { description }),
  security: BEARER_SECURITY,
  params: sessionParamsSchema,
});

/** The errors a teacher's action may answer besides its token's. */
type TeacherActionError = 409 | (typeof BODY_ERRORS)[number];

/** The replies of a teacher's action that answers the teacher's state. */
const teacherStateReplies = (...errors: readonly TeacherActionError[]) => ({
  200: teacherSessionStateSchema,
  ...errorReplies<(typeof TOKEN_ERRORS)[number] | TeacherActionError>(...TOKEN_ERRORS, ...errors),
});

/**
 * The session routes of docs/API.md: creating, reading, and the teacher's controls. Creating and
 * looking up by code are limited per address.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  sessions: SessionsService,
  limits: Pick<AddressLimits, 'failedLookups' | 'sessionsCreated'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const asTeacher = (request: { params: { id: string } } & Parameters<typeof bearerToken>[0]) =>
    sessions.authorizeTeacher(request.params.id, bearerToken(request));

  /** For routes with a body: the teacher's token first, then the body (TOKEN_BEFORE_BODY). */
  const asTeacherThenBody = async (
    request: Parameters<typeof asTeacher>[0] & Parameters<typeof refuseInvalidRequest>[0],
  ) => {
    const session = await asTeacher(request);
    refuseInvalidRequest(request);
    return session;
  };

  const settingsOrRefuse = <T>(settings: T | undefined): T => {
    if (settings === undefined) throw new ApiError(400, 'no_operations');
    return settings;
  };

  api.post(
    '/api/sessions',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a class session',
        description:
          'Returns the teacher token once; only its hash is stored. Limited per address (429).',
        body: sessionSettingsBodySchema,
        response: { 201: createSessionReplySchema, ...errorReplies(...BODY_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      const settings = settingsOrRefuse(request.body);
      enforce(await limits.sessionsCreated.consume(request.ip), 'too_many_sessions');
      const created = await sessions.create(settings);
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/api/sessions/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Look a session up by its code',
        description:
          'What anyone with the code may see, never students. Wrong codes are limited per address (429).',
        params: sessionParamsSchema,
        response: { 200: sessionPublicViewSchema, ...errorReplies(404, 429) },
      },
    },
    async (request) =>
      guardCodeLookup(limits.failedLookups, request.ip, () =>
        sessions.publicViewByCode(request.params.id),
      ),
  );

  api.get(
    '/api/sessions/:id/students',
    {
      schema: {
        ...teacherAction('List the students of a session'),
        response: { 200: studentListReplySchema, ...errorReplies(...TOKEN_ERRORS) },
      },
    },
    async (request) => {
      const session = await asTeacher(request);
      return { students: await sessions.studentSummaries(session.id) };
    },
  );

  api.put(
    '/api/sessions/:id/settings',
    {
      ...TOKEN_BEFORE_BODY,
      schema: {
        ...teacherAction(
          'Change the settings',
          'Students get the new operations from their next question; their counts are kept.',
        ),
        body: sessionSettingsUpdateBodySchema,
        response: teacherStateReplies(...BODY_ERRORS),
      },
    },
    async (request) =>
      sessions.updateSettings(await asTeacherThenBody(request), settingsOrRefuse(request.body)),
  );

  api.post(
    '/api/sessions/:id/start',
    {
      schema: {
        ...teacherAction('Start or resume the session', 'An ended exam cannot start again (409).'),
        response: teacherStateReplies(409),
      },
    },
    async (request) => sessions.start(await asTeacher(request)),
  );

  api.post(
    '/api/sessions/:id/stop',
    {
      schema: {
        ...teacherAction('Stop the session', 'Students see their results.'),
        response: teacherStateReplies(),
      },
    },
    async (request) => sessions.stop(await asTeacher(request)),
  );

  api.post(
    '/api/sessions/:id/next-operation',
    {
      schema: {
        ...teacherAction('Move the class to the next operation', '409 after the last.'),
        response: teacherStateReplies(409),
      },
    },
    async (request) => sessions.nextOperation(await asTeacher(request)),
  );

  api.post(
    '/api/sessions/:id/another-round',
    {
      schema: {
        ...teacherAction(
          'Give every student who has finished another round',
          'They start the operations again, the facts they need most first; 409 while nobody has finished.',
        ),
        response: teacherStateReplies(409),
      },
    },
    async (request) => sessions.moreForFinished(await asTeacher(request)),
  );

  api.delete(
    '/api/sessions/:id',
    {
      schema: {
        ...teacherAction('End the session', 'Deletes the session, its students and all answers.'),
        response: { 204: noContentReplySchema, ...errorReplies(...TOKEN_ERRORS) },
      },
    },
    async (request, reply) => {
      await sessions.end(await asTeacher(request));
      return reply.status(204).send();
    },
  );

  api.put(
    '/api/sessions/:id/lock',
    {
      ...TOKEN_BEFORE_BODY,
      schema: {
        ...teacherAction('Lock or unlock the session', 'A locked session takes no new students.'),
        body: lockBodySchema,
        response: teacherStateReplies(...BODY_ERRORS),
      },
    },
    async (request) => sessions.setLocked(await asTeacherThenBody(request), request.body.locked),
  );

  api.post(
    '/api/sessions/:id/students/:studentId/remove',
    {
      schema: {
        ...teacherAction('Remove a student', 'Their token is refused from then on.'),
        params: sessionStudentParamsSchema,
        response: teacherStateReplies(),
      },
    },
    async (request) =>
      sessions.removeStudents(await asTeacher(request), {
        studentIds: [request.params.studentId],
      }),
  );

  api.post(
    '/api/sessions/:id/students/remove',
    {
      ...TOKEN_BEFORE_BODY,
      schema: {
        ...teacherAction(
          'Remove several students at once',
          'Either studentIds or joinedSinceMs (everyone who joined at or after it), not both (400 remove_list_or_time). Their tokens are refused from then on. An id not of this session is 404 and removes no one; students removed before are skipped.',
        ),
        body: removeStudentsBodySchema,
        response: teacherStateReplies(...BODY_ERRORS),
      },
    },
    async (request) => {
      const session = await asTeacherThenBody(request);
      if (request.body === undefined) throw new ApiError(400, 'remove_list_or_time');
      return sessions.removeStudents(session, request.body);
    },
  );
}
