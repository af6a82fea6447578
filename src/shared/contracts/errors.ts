import { z } from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/**
 * The body of every error the API gives: its stable code, and a message already in the caller's
 * language.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
  }),
});

/** An API error body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Request bodies larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * A join's body limit: it may carry a device's whole fact memory (MAX_DEVICE_FACTS facts with
 * their tallies, about 21 KB at the widest keys and largest counts).
 */
export const MAX_JOIN_BODY_BYTES = 32 * 1024;
