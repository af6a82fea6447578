import { safeParse, type core } from 'zod/mini';
import { ApiError } from '../api-error';

/**
 * The body parsed by the contract, unknown fields dropped. A body that does not fit is refused
 * with 400 and a message naming the first field at fault.
 */
export function parseBody<S extends core.$ZodType>(schema: S, body: unknown): core.output<S> {
  const result = safeParse(schema, body ?? {});
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.join('.') ?? '';
  throw field === ''
    ? new ApiError(400, 'bad_request')
    : new ApiError(400, 'invalid_field', { field });
}
