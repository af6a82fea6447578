import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '#server/error-handler';
import { isPagePath } from '#shared/contracts/page-paths';
import { FALLBACK_LANGUAGE, LOCALIZED_MANIFEST_PATH, firstLanguage } from '#shared/i18n/languages';
import { localizeManifest } from './page-language';
import { createPageHtml } from './page-preloads';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const NEVER_STALE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/**
 * Serves the built client from clientDir: hashed files under /assets/ are cached for a year,
 * other files for an hour, and index.html never without a check. Any other GET that is not an
 * API call or a file gets index.html (naming the code and catalog that page needs), so
 * client-side routes survive a reload: 200 at a page's path, 404 elsewhere (PAGE_PATHS). Without
 * a build, only the API is served.
 */
export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(clientDir, filePath));
      },
    });
  }
  registerLocalizedManifest(app, clientDir);
  const pageHtml = hasClient ? createPageHtml(clientDir) : undefined;
  if (pageHtml !== undefined) {
    // A route rather than the not-found handler, so the page is compressed like any reply.
    app.get('/*', (request, reply) => {
      if (!wantsPage(request)) {
        const tooLong = hasLongSegment(request.url, app.initialConfig.maxParamLength ?? 100);
        return sendError(
          request,
          reply,
          tooLong ? 414 : 404,
          tooLong ? 'bad_request' : 'not_found',
        );
      }
      // The page shows its own "not found" for a path that is no page; the status says so too.
      const pathname = request.url.split('?')[0] ?? '/';
      return reply
        .code(isPagePath(pathname) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          pageHtml({
            url: request.url,
            cookie: request.headers.cookie,
            acceptLanguage: request.headers['accept-language'],
          }),
        );
    });
  }
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'not_found'));
}

/**
 * The web app manifest in the language the page's link names (`?lng=`; a browser fetches it
 * without cookies), checked on every load like the page.
 */
function registerLocalizedManifest(app: FastifyInstance, clientDir: string): void {
  const builtFile = path.join(clientDir, 'manifest.webmanifest');
  if (!fs.existsSync(builtFile)) return;
  const built = fs.readFileSync(builtFile, 'utf8');
  app.get<{ Querystring: { lng?: unknown } }>(LOCALIZED_MANIFEST_PATH, (request, reply) => {
    const asked = request.query.lng;
    const language = firstLanguage([typeof asked === 'string' ? asked : undefined]);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(localizeManifest(built, language ?? FALLBACK_LANGUAGE));
  });
}

function cacheControlFor(clientDir: string, filePath: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
  // The page and the service worker (with its registration) are checked on every load, so a new
  // version reaches every device; everything they name is hashed and kept for a year.
  if (NEVER_STALE.has(relative)) return 'no-cache';
  if (relative.startsWith('assets/')) return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  return 'public, max-age=3600';
}

/** Paths the server answers itself, never with the page: the API and the metrics. */
const SERVER_PATHS = ['/api', '/metrics'];

/**
 * A page navigation: GET or HEAD, outside the server's own paths (so /metrics while it is off
 * is 404, not the page), and not a file name with an extension.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  const serverPath = SERVER_PATHS.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return !serverPath && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Whether a path has a segment over the path parameters' length limit. Fastify's router answers
 * such a path 414 itself, except that for a GET this catch-all route takes it first; it answers
 * 414 too, so the status does not depend on whether the client is built.
 */
function hasLongSegment(url: string, maxLength: number): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname.split('/').some((segment) => segment.length > maxLength);
}
