import type { Page } from '@playwright/test';

/**
 * Every visible element whose text does not fit: a box that hides or ellipsises what overflows
 * it (scrollWidth beyond clientWidth), a box whose text spills out of it, a drop-down whose chosen
 * option or an empty field whose placeholder is wider than the box shows, and text or a control that runs past the edge of the window (unless a
 * box that scrolls sideways holds it). Each is named by its tag, classes and text. Visually
 * hidden text (one pixel, for screen readers) and boxes placed wholly off screen are not looked
 * at.
 */
export async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK_PX = 1;
    const found: string[] = [];
    const describe = (element: Element, detail: string) => {
      const classes = [...element.classList].join('.');
      const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${element.tagName.toLowerCase()}${classes === '' ? '' : `.${classes}`} "${text}": ${detail}`;
    };
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };
    /** Text in a box that scrolls sideways (a wide table) is reached by scrolling it. */
    const inSidewaysScroller = (element: Element) => {
      for (let parent = element.parentElement; parent !== null; parent = parent.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    /** Placed wholly outside the window on purpose, as a form's trap for robots. */
    const isOffScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.right <= 0 || box.left >= document.documentElement.clientWidth;
    };
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );

    const measure = document.createElement('span');
    measure.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:-9999px';
    document.body.append(measure);

    for (const element of document.body.querySelectorAll('*')) {
      if (element === measure || !isShown(element) || isOffScreen(element)) continue;
      const style = getComputedStyle(element);
      // A select whose own text is transparent shows its value some other way.
      if (element instanceof HTMLSelectElement && style.color !== 'rgba(0, 0, 0, 0)') {
        const chosen = element.selectedOptions[0]?.textContent ?? '';
        measure.style.font = style.font;
        measure.style.letterSpacing = style.letterSpacing;
        measure.textContent = chosen;
        const room =
          element.clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          // The drop-down's arrow.
          20;
        if (measure.getBoundingClientRect().width > room + SLACK_PX)
          found.push(describe(element, `shows "${chosen}" in ${Math.round(room)} px`));
        continue;
      }
      if (
        element instanceof HTMLInputElement &&
        element.value === '' &&
        element.placeholder !== ''
      ) {
        measure.style.font = style.font;
        measure.style.letterSpacing = style.letterSpacing;
        measure.textContent = element.placeholder;
        const room =
          element.clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          // A number field's spin buttons.
          (element.type === 'number' ? 16 : 0);
        if (measure.getBoundingClientRect().width > room + SLACK_PX)
          found.push(
            describe(element, `placeholder "${element.placeholder}" in ${Math.round(room)} px`),
          );
        continue;
      }
      const control = ['A', 'BUTTON', 'SELECT', 'INPUT', 'TEXTAREA'].includes(element.tagName);
      if (control && !inSidewaysScroller(element)) {
        const box = element.getBoundingClientRect();
        if (box.right > document.documentElement.clientWidth + SLACK_PX)
          found.push(describe(element, 'sticks out past the edge of the window'));
      }
      if (!hasOwnText(element) && style.textOverflow !== 'ellipsis') continue;
      const hides = ['hidden', 'clip', 'auto', 'scroll'].includes(style.overflowX);
      const wide = element.scrollWidth > element.clientWidth + SLACK_PX;
      const inline = style.display === 'inline';
      if (!inline && wide)
        found.push(
          describe(
            element,
            `${hides ? 'cut' : 'spills out'}: ${String(element.scrollWidth)} px of text in ${String(element.clientWidth)} px`,
          ),
        );
      const hidesY = ['hidden', 'clip'].includes(style.overflowY);
      if (!inline && hidesY && element.scrollHeight > element.clientHeight + SLACK_PX)
        found.push(
          describe(
            element,
            `cut: ${String(element.scrollHeight)} px high in ${String(element.clientHeight)} px`,
          ),
        );
      if (inSidewaysScroller(element)) continue;
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.right > document.documentElement.clientWidth + SLACK_PX || box.left < -SLACK_PX)
          found.push(describe(element, 'runs past the edge of the window'));
      }
    }
    measure.remove();
    return [...new Set(found)];
  });
}
