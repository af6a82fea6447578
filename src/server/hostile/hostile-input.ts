import fc from 'fast-check';

/** Strings attackers and broken clients send: markup, traversal, injections, odd Unicode. */
export const hostileStrings = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  "' OR 1=1 --",
  '"; DROP TABLE sessions; --',
  '=HYPERLINK("http://x")',
  '\u0000',
  '\u202Eevil',
  '𝕏'.repeat(300),
  'A'.repeat(5000),
  '{"__proto__":{"admin":true}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
] as const;

/** A route parameter: a known id, a hostile string, or anything at all. */
export function parameter(known: readonly string[]) {
  return fc.oneof(
    fc.constantFrom(...known),
    fc.constantFrom(...hostileStrings),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  );
}

/** A JSON value of any shape, sometimes one that looks almost right. */
export const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record(
    {
      name: fc.oneof(fc.string(), fc.constantFrom(...hostileStrings), fc.integer()),
      problemId: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      choiceIndex: fc.oneof(fc.integer(), fc.double(), fc.string()),
      timeSpentMs: fc.oneof(fc.double(), fc.string(), fc.constant(-1)),
      operations: fc.oneof(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }), fc.string()),
      locked: fc.oneof(fc.boolean(), fc.string()),
      reconnectionToken: fc.oneof(fc.string(), fc.integer()),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      message: fc.string(),
      category: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

/** A request body as raw text: JSON of any value, broken JSON, or prototype pollution tries. */
export const anyBody = fc.oneof(
  anyJson.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
    `{"name":"${'x'.repeat(20_000)}"}`,
  ),
);

/** Text that may stand in a header: printable ASCII (anything else never reaches a server). */
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);

/** Headers a request may carry: any content type, authorization and language, well-formed or not. */
export const anyHeaders = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin-99',
      '',
    ),
    authorization: fc.oneof(
      headerText.map((token) => `Bearer ${token}`),
      fc.constantFrom('Bearer', 'Basic dXNlcjpwYXNz', 'Bearer a b c'),
      headerText,
    ),
    'accept-language': fc.oneof(
      fc.constantFrom('nb', 'uk-UA,uk;q=0.9', '*', 'xx-YY;q=abc', ',,,;;;'),
      headerText,
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), headerText),
  },
  { requiredKeys: [] },
);
