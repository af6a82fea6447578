/**
 * The app's pages (SPEC §2), as the client's route table names them: a `:name` segment is any one
 * non-empty segment. The server answers a page path 200 and any other path 404, with the same
 * page (which shows "We could not find that page"), so a link checker or a school's IT person
 * sees a missing page as missing.
 */
export const PAGE_PATHS = {
  home: '/',
  difficulty: '/difficulty',
  practice: '/practice/:skill',
  teacher: '/teacher',
  projector: '/teacher/projector',
  class: '/teacher/classes/:classId',
  parents: '/teacher/classes/:classId/pupils/:pupilId',
  recoveryCode: '/teacher/classes/:classId/recovery-code',
  join: '/join',
  privacy: '/privacy',
  terms: '/terms',
  help: '/help',
  contact: '/contact',
  games: '/games',
  game: '/games/:gameId',
  results: '/results',
  facts: '/facts',
} as const;

/** The name of one of the app's pages. */
export type PageName = keyof typeof PAGE_PATHS;

const PATTERNS = Object.entries(PAGE_PATHS).map(([name, path]) => ({
  name: name as PageName,
  parts: path.split('/').slice(1),
}));

/**
 * Which of PAGE_PATHS a path is, as the client's router gives it (its escapes decoded): letters in
 * any case, and one slash at the end or not; undefined for a path no page has. The one place that
 * tells a page from its path, so that a page reached as `/PRACTICE/ADDITION` is laid out and
 * restored as the practice page it shows.
 */
export function pageOf(pathname: string): PageName | undefined {
  if (pathname === '/') return 'home';
  if (!pathname.startsWith('/')) return undefined;
  const segments = (pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).split('/').slice(1);
  // An empty segment ("//", "/teacher//") matches no page, the home page's "/" aside.
  if (segments.includes('')) return undefined;
  return PATTERNS.find(
    ({ parts }) =>
      parts.length === segments.length &&
      parts.every((part, index) => {
        const segment = segments[index] ?? '';
        return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
      }),
  )?.name;
}

/**
 * Which page an address's path (without its query, escapes as sent) is: its escapes decoded as the
 * router decodes them, then pageOf; undefined when an escape is malformed (the server answers such
 * a path 404; no real skill, game, class or pupil has one).
 */
export function pageOfAddress(pathname: string): PageName | undefined {
  const decoded = decodedPath(pathname);
  return decoded === undefined ? undefined : pageOf(decoded);
}

/** Whether an address's path (without its query) is one of PAGE_PATHS (see pageOfAddress). */
export function isPagePath(pathname: string): boolean {
  return pageOfAddress(pathname) !== undefined;
}

/** The path with its escapes decoded as the router decodes them; undefined when malformed. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}
