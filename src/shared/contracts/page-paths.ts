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

const PATTERNS = Object.values(PAGE_PATHS).map((path) => path.split('/').slice(1));

/**
 * Whether a path (without its query) is one of PAGE_PATHS, matched as the client's router does:
 * percent-escapes decoded, letters in any case, and one slash at the end or not.
 */
export function isPagePath(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  if (decoded === '/') return true;
  if (decoded === undefined || !decoded.startsWith('/')) return false;
  const segments = (decoded.endsWith('/') ? decoded.slice(0, -1) : decoded).split('/').slice(1);
  // An empty segment ("//", "/teacher//") matches no page, the home page's "/" aside.
  if (segments.includes('')) return false;
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => {
        const segment = segments[index] ?? '';
        return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
      }),
  );
}

/** The path with its escapes decoded as the router decodes them; undefined when malformed. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}
