import type { z } from 'zod';
import { CATALOGS } from '#shared/i18n/catalogs';
import { FALLBACK_LANGUAGE, isLanguage } from '#shared/i18n/languages';

/** A failed API call, with the message to show (already in the user's language) and the status. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  /** The HTTP status, or 0 when the server could not be reached. */
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface RequestOptions<S extends z.ZodType> {
  readonly body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  /** Checks the reply; a reply that does not fit is an error, not a silent surprise. */
  readonly reply?: S;
}

/**
 * The one place that calls fetch. Sends JSON in the page's language, and turns every failure
 * into an ApiRequestError with the message of SPEC §8: the server's `error` text, else
 * 'HTTP {status}: {statusText}', or the network message when the server cannot be reached.
 */
export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  const language = pageLanguage();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language,
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
    throw new ApiRequestError(CATALOGS[language].errors.network, 0);
  }
  const data: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok)
    throw new ApiRequestError(errorMessage(data, response, language), response.status);
  if (options.reply === undefined) return data as z.output<S>;
  const parsed = options.reply.safeParse(data);
  if (!parsed.success)
    throw new ApiRequestError(CATALOGS[language].errors.internal, response.status);
  return parsed.data;
}

function errorMessage(
  data: unknown,
  response: Response,
  language: ReturnType<typeof pageLanguage>,
): string {
  if (
    typeof data === 'object' &&
    data !== null &&
    'error' in data &&
    typeof data.error === 'string' &&
    data.error !== ''
  ) {
    return data.error;
  }
  return CATALOGS[language].errors.http
    .replace('{{status}}', String(response.status))
    .replace('{{statusText}}', response.statusText);
}

function pageLanguage() {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
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
  const language = pageLanguage();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  } catch {
    throw new ApiRequestError(CATALOGS[language].errors.network, 0);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(errorMessage(data, response, language), response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
