import type { StandardSchemaV1 } from '@standard-schema/spec';
import { isErrorCode, type ErrorCode } from '#shared/contracts/error-codes';
import { translateOutsideReact } from './i18n';

/** The client's own messages about a call. */
type ApiMessageKey = 'errors.network' | 'errors.internal' | 'errors.http';

function translate(key: ApiMessageKey, values?: Record<string, string | number>): string {
  return translateOutsideReact(key, values);
}

/**
 * A failed API call, with the message to show (already in the user's language), the status and
 * the server's error code. Callers branch on the code, which is stable, never on the text.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  /**
   * The HTTP status, or 0 when the server could not be reached; the code the server named
   * (undefined when it named none, as for an unreachable server or a proxy's page); and for a
   * refusal that names one (429), the seconds of its Retry-After.
   */
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** True when no reply came: the server could not be reached. */
  get unreachable(): boolean {
    return this.status === 0;
  }
}

interface RequestOptions<S extends StandardSchemaV1> {
  readonly body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  /**
   * Checks the reply; a reply that does not fit is an error, not a silent surprise. Any Standard
   * Schema (the shared zod contracts), so this module, on every first load, carries no validator.
   */
  readonly reply?: S;
}

/**
 * The one place that calls fetch. Sends JSON in the page's language, and turns every failure
 * into an ApiRequestError with the message of SPEC §8: the server's error message, else
 * 'HTTP {status}: {statusText}', or the network message when the server cannot be reached.
 */
export async function apiRequest<S extends StandardSchemaV1 = StandardSchemaV1>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions<S> = {},
): Promise<StandardSchemaV1.InferOutput<S>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': document.documentElement.lang,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new ApiRequestError(translate('errors.network'), 0);
  }
  const data: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw failure(data, response);
  if (options.reply === undefined) return data;
  const checked = await options.reply['~standard'].validate(data);
  if (checked.issues !== undefined)
    throw new ApiRequestError(translate('errors.internal'), response.status);
  return checked.value;
}

/** Retry-After in seconds (the server sends whole seconds, never a date); undefined otherwise. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/**
 * The failure a refusal reply describes: the server's `{ error: { code, message } }`, else
 * (a proxy's page, say) 'HTTP {status}: {statusText}' and no code.
 */
function failure(data: unknown, response: Response): ApiRequestError {
  const error = typeof data === 'object' && data !== null && 'error' in data ? data.error : null;
  const given = typeof error === 'object' && error !== null ? error : {};
  const code = 'code' in given && isErrorCode(given.code) ? given.code : undefined;
  const message =
    'message' in given && typeof given.message === 'string' && given.message !== ''
      ? given.message
      : translate('errors.http', { status: response.status, statusText: response.statusText });
  const wait = retryAfterSeconds(response.headers.get('retry-after'));
  return new ApiRequestError(message, response.status, code, wait);
}

/** A downloaded file: its content and the name the server gave it. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/**
 * Fetches a file (a report) with the token, in the page's language. Failures are ApiRequestErrors
 * like any other call.
 */
export async function apiDownload(
  path: string,
  token: string,
  fallbackName: string,
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': document.documentElement.lang,
      },
    });
  } catch {
    throw new ApiRequestError(translate('errors.network'), 0);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw failure(data, response);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
