import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_BACKUP_BODY_BYTES,
  backupReplySchema,
  backupWrittenReplySchema,
  putBackupBodySchema,
} from '#shared/contracts/backups';
import { backupParamsSchema } from '#shared/contracts/route-params';
import { noContentReplySchema } from '#shared/contracts/sessions';
import { ApiError } from '#server/api-error';
import { bearerToken } from '#server/auth/bearer';
import {
  TOKEN_BEFORE_BODY,
  refuseInvalidParams,
  refuseInvalidRequest,
} from '#server/http/deferred-validation';
import { BODY_ERRORS, TOKEN_ERRORS, errorReplies } from '#server/http/error-replies';
import { BEARER_SECURITY } from '#server/http/openapi';
import { enforce, guardBackupLookup, type AddressLimits } from '#server/limits/address-limits';
import type { Limiter } from '#server/limits/limiter';
import type { BackupsService } from './backups.service';

/** A backup route: the backup's id in the path, its write token as the bearer token. */
const backupRoute = (summary: string, description: string) => ({
  tags: ['Class backups'],
  summary,
  description,
  security: BEARER_SECURITY,
  params: backupParamsSchema,
});

/** The write token of the request: 401 `missing_token` without one. */
function writeTokenOf(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (token === undefined) throw new ApiError(401, 'missing_token');
  return token;
}

/**
 * The routes of classes' end-to-end encrypted backups (docs/API.md). Each checks, in order, the
 * id's form (400), the write token's presence (401), the address's misses (429
 * too_many_lookups), and then the backup and its token (404, 403: each counts as a miss); PUT
 * then counts the write against the backup (429), and only then reads the body.
 */
export function registerBackupRoutes(
  app: FastifyInstance,
  backups: BackupsService,
  limits: Pick<AddressLimits, 'failedBackupLookups' | 'backupsCreated'>,
  writes: Limiter,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/backups/:backupId',
    {
      ...TOKEN_BEFORE_BODY,
      bodyLimit: MAX_BACKUP_BODY_BYTES,
      schema: {
        ...backupRoute(
          "Create or replace a class's sealed backup",
          "expectedVersion 0 creates version 1 (201; 409 backup_changed when the token's own backup has the id, 403 when another's has it); n > 0 replaces version n with n + 1 (200; 409 when the stored version is another). Sealed bytes over 2 MiB: 413 backup_too_large. Limited per address (misses, creations) and per backup (writes) (429).",
        ),
        body: putBackupBodySchema,
        response: {
          200: backupWrittenReplySchema,
          201: backupWrittenReplySchema,
          ...errorReplies(...TOKEN_ERRORS, ...BODY_ERRORS, 409, 429),
        },
      },
    },
    async (request, reply) => {
      refuseInvalidParams(request);
      const token = writeTokenOf(request);
      const { backupId } = request.params;
      const written = await guardBackupLookup(limits.failedBackupLookups, request.ip, async () => {
        const stored = await backups.writeAccess(backupId, token);
        enforce(await writes.consume(backupId), 'too_many_requests');
        refuseInvalidRequest(request);
        return backups.write(backupId, token, request.body, stored, async () =>
          enforce(await limits.backupsCreated.consume(request.ip), 'too_many_requests'),
        );
      });
      return reply.status(written.created ? 201 : 200).send(written.reply);
    },
  );

  api.get(
    '/api/backups/:backupId',
    {
      schema: {
        ...backupRoute(
          "Read a class's sealed backup",
          'The sealed bytes in base64, with their version. Every read keeps the backup another 180 days. Misses are limited per address (429).',
        ),
        response: { 200: backupReplySchema, ...errorReplies(...TOKEN_ERRORS, 400, 429) },
      },
    },
    async (request) => {
      const token = writeTokenOf(request);
      return guardBackupLookup(limits.failedBackupLookups, request.ip, () =>
        backups.read(request.params.backupId, token),
      );
    },
  );

  api.delete(
    '/api/backups/:backupId',
    {
      schema: {
        ...backupRoute(
          "Delete a class's sealed backup",
          'The bytes are gone from the server; the device keeps its own copy. Misses are limited per address (429).',
        ),
        response: { 204: noContentReplySchema, ...errorReplies(...TOKEN_ERRORS, 400, 429) },
      },
    },
    async (request, reply) => {
      const token = writeTokenOf(request);
      await guardBackupLookup(limits.failedBackupLookups, request.ip, () =>
        backups.remove(request.params.backupId, token),
      );
      return reply.status(204).send();
    },
  );
}
