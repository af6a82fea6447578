import { z } from 'zod/mini';
import type { Catalog } from '../i18n/catalogs';

/** The body of every error the API gives: a message already in the caller's language. */
export const errorBodySchema = z.object({ error: z.string() });

/** An API error body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The translation keys of the messages the API can answer with (catalog section `errors`). */
export type ErrorKey =
  `errors.${keyof Catalog['errors']}` | `contact.errors.${keyof Catalog['contact']['errors']}`;

/** Request bodies larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024;
