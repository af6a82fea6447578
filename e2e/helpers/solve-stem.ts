/**
 * The answer to a stem such as "7 × 8 = ?" as the app shows it (the minus sign U+2212, or a
 * hyphen). Free of browser code, so the help pictures' script uses it too.
 */
export function solveStem(stem: string): number {
  const match = /^\s*(\d+)\s*([+\u2212×÷-])\s*(\d+)\s*=\s*\?\s*$/.exec(stem);
  if (match === null) throw new Error(`Not a question: ${stem}`);
  const a = Number(match[1]);
  const b = Number(match[3]);
  switch (match[2]) {
    case '+':
      return a + b;
    case '×':
      return a * b;
    case '÷':
      return a / b;
    default:
      return a - b;
  }
}
