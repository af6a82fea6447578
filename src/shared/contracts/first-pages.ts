import { pageOfAddress, type PageName } from './page-paths';

const FIRST_PAGES = [
  'home',
  'join',
  'difficulty',
  'practice',
  'teacher',
] as const satisfies readonly PageName[];

/** The pages a visit most often opens on, whose code comes with the first download. */
export type FirstPage = (typeof FIRST_PAGES)[number];

function isFirstPage(page: PageName | undefined): page is FirstPage {
  return (FIRST_PAGES as readonly (PageName | undefined)[]).includes(page);
}

/**
 * Which of those pages an address's path opens (pageOfAddress), or undefined for any other page.
 * The client downloads that page's code alongside the catalog before its first render, and the
 * server names the same code in the page's HTML, so both agree on what a first visit needs.
 */
export function firstPageOf(pathname: string): FirstPage | undefined {
  const page = pageOfAddress(pathname);
  return isFirstPage(page) ? page : undefined;
}
