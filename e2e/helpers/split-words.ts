import type { Page } from '@playwright/test';

/**
 * Every word on the page (or in the first element `within` matches, such as an open dialog) that
 * the browser has broken across two lines without a hyphen, as
 * `tag.classes "the element's text": "Multiplicatio|n"` (the bar marks where the line breaks).
 *
 * A word is a run of letters, marks and digits (apostrophes inside it included) within one text
 * node, so a break at a hyphen, a soft hyphen, a slash or a space never counts: it ends the word.
 * A word counts as split when the boxes of its characters lie on more than one line. Automatic
 * hyphenation (`hyphens: auto`) is given no credit: the hyphen it may draw is not in the text,
 * so its break cannot be told from a break without one, and a browser without its hyphenation
 * dictionaries (Chromium with component updates off) draws none.
 *
 * Not looked at: text that is not shown (no boxes, `visibility: hidden`), visually hidden text
 * (inside a box of one pixel, for screen readers), text placed wholly outside the window, and text
 * inside a box that scrolls sideways because its content is wider than it (a wide table), where a
 * word has all the room it needs.
 */
export async function splitWords(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((within) => {
    const WORD = /[\p{L}\p{M}\p{N}]+(?:['’ʼ][\p{L}\p{M}\p{N}]+)*/gu;
    const found: string[] = [];
    const windowWidth = document.documentElement.clientWidth;

    /** Two boxes are on different lines when neither's vertical middle lies within the other. */
    const sameLine = (a: DOMRect, b: DOMRect) => {
      const middleA = (a.top + a.bottom) / 2;
      const middleB = (b.top + b.bottom) / 2;
      return (middleA >= b.top && middleA <= b.bottom) || (middleB >= a.top && middleB <= a.bottom);
    };
    const spansLines = (rects: DOMRectList) => {
      const boxes = [...rects].filter((rect) => rect.width > 0 && rect.height > 0);
      return boxes.some((box) => !sameLine(box, boxes[0]!));
    };

    /** Whether each element lets its text be looked at, worked out once per element. */
    const looked = new Map<Element, boolean>();
    const isLookedAt = (element: Element | null): boolean => {
      if (element === null || element === document.documentElement) return true;
      const known = looked.get(element);
      if (known !== undefined) return known;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) ||
        ['hidden', 'clip'].includes(style.overflowY) ||
        style.clipPath !== 'none';
      const visuallyHidden = clips && (box.width <= 1 || box.height <= 1);
      const scrollsSideways =
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1;
      const result = !visuallyHidden && !scrollsSideways && isLookedAt(element.parentElement);
      looked.set(element, result);
      return result;
    };

    const describe = (element: Element) => {
      const classes = [...element.classList].join('.');
      const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${element.tagName.toLowerCase()}${classes === '' ? '' : `.${classes}`} "${text}"`;
    };

    const root = document.querySelector(within);
    if (root === null) throw new Error(`Nothing on the page matches ${within}`);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (parent === null || text.trim() === '') continue;
      range.selectNodeContents(node);
      // Text on one line holds no split word; most text is, and this spares the word by word look.
      const whole = range.getClientRects();
      if (whole.length < 2 || !spansLines(whole)) continue;
      const outline = range.getBoundingClientRect();
      if (outline.right <= 0 || outline.left >= windowWidth) continue;
      if (getComputedStyle(parent).visibility !== 'visible' || !isLookedAt(parent)) continue;
      for (const match of text.matchAll(WORD)) {
        const word = match[0];
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        if (!spansLines(range.getClientRects())) continue;
        // Where the next line starts: the first character not on the word's first line. A word
        // right after a line broken at a soft hyphen has a box on that line too (the hyphen the
        // browser drew) but all its characters on the next: not split.
        const letterBox = (index: number) => {
          range.setStart(node, match.index + index);
          range.setEnd(node, match.index + index + 1);
          return [...range.getClientRects()].at(-1);
        };
        const first = letterBox(0);
        if (first === undefined) continue;
        let at = 1;
        for (; at < word.length; at += 1) {
          const box = letterBox(at);
          if (box !== undefined && !sameLine(box, first)) break;
        }
        if (at < word.length)
          found.push(`${describe(parent)}: "${word.slice(0, at)}|${word.slice(at)}"`);
      }
    }
    return [...new Set(found)];
  }, within);
}
