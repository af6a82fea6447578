/** The pages a visit most often opens on, whose code comes with the first download. */
export type FirstPage = 'home' | 'join' | 'difficulty' | 'practice' | 'teacher';

/**
 * Which of those pages a path opens, or undefined for any other page. The client downloads that
 * page's code alongside the catalog before its first render, and the server names the same code
 * in the page's HTML, so both agree on what a first visit needs.
 */
export function firstPageOf(pathname: string): FirstPage | undefined {
  if (pathname === '/') return 'home';
  if (pathname === '/join') return 'join';
  if (pathname === '/difficulty') return 'difficulty';
  if (pathname.startsWith('/practice/')) return 'practice';
  if (pathname === '/teacher') return 'teacher';
  return undefined;
}
