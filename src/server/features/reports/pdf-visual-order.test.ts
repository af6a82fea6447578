import { describe, expect, it } from 'vitest';
import { inVisualOrder } from './pdf-visual-order';

const inDejaVu = (text: string) => [{ font: 'regular', text }];
const textsOf = (text: string) => inVisualOrder(inDejaVu(text)).map((run) => run.text);

describe('inVisualOrder', () => {
  it('leaves a name with nothing right-to-left as it was', () => {
    const runs = [
      { font: 'regular', text: 'Ella ' },
      { font: 'emoji-0', text: '🦄' },
    ];
    expect(inVisualOrder(runs)).toEqual(runs);
  });

  it('draws the words of a right-to-left name from the right, each as typed', () => {
    expect(textsOf('محمد علي')).toEqual(['علي', ' ', 'محمد']);
    expect(textsOf('זהרה כהן')).toEqual(['כהן', ' ', 'זהרה']);
  });

  it('keeps a left-to-right name around a right-to-left part in its place', () => {
    expect(textsOf('Ali (محمد علي) 2')).toEqual(['Ali (', 'علي', ' ', 'محمد', ') 2']);
  });

  it('keeps digits in right-to-left text reading left to right', () => {
    expect(textsOf('محمد 12')).toEqual(['12', ' ', 'محمد']);
  });

  it('mirrors brackets in right-to-left text, which the font then turns around', () => {
    expect(textsOf('(محمد)')).toEqual([')محمد(']);
  });

  it('keeps each run in its font', () => {
    expect(
      inVisualOrder([
        { font: 'regular', text: 'زهرا ' },
        { font: 'emoji-0', text: '🦄' },
      ]),
    ).toEqual([
      { font: 'emoji-0', text: '🦄' },
      { font: 'regular', text: ' ' },
      { font: 'regular', text: 'زهرا' },
    ]);
  });

  it('keeps an emoji whole, with its skin tone or joined parts, in right-to-left text', () => {
    const runs = inVisualOrder([
      { font: 'regular', text: 'زهرا ' },
      { font: 'emoji-0', text: '✌🏽' },
      { font: 'regular', text: ' נועה ' },
      { font: 'emoji-1', text: '❤️‍🔥' },
    ]);
    expect(runs.filter((run) => run.font.startsWith('emoji-'))).toEqual([
      { font: 'emoji-1', text: '❤️‍🔥' },
      { font: 'emoji-0', text: '✌🏽' },
    ]);
  });
});
