import { describe, expect, it } from 'vitest';
import { danglingReferences, requirementSections } from './requirement-references';

const requirements = [
  '# Requirements',
  '',
  '## 2. Screens and routes',
  '',
  '### Games list',
  '',
  '## 4. States and transitions',
  '',
  '### Practice flow',
  '### Restore on app load',
  '',
  '## 9. Business constants and limits',
  '',
  '## Appendix',
  '',
  '### Not a section',
].join('\n');
const sections = requirementSections(requirements);

describe('requirementSections', () => {
  it('lists the numbered sections with their sub-headings, and nothing under other headings', () => {
    expect(sections).toEqual(
      new Map([
        [2, new Set(['Games list'])],
        [4, new Set(['Practice flow', 'Restore on app load'])],
        [9, new Set()],
      ]),
    );
  });
});

describe('danglingReferences', () => {
  it('accepts references to sections and sub-headings that exist, in every written form', () => {
    const text = [
      "/** The games (SPEC §2 Games list), as SPEC §9 says; SPEC §9's caps. */",
      '// Practice (SPEC §4 Practice flow): see SPEC §2/§4, SPEC §4 and §9, SPEC §2, §9.',
      '/** SPEC §4 "Restore on app load" and SPEC §4. The app; SPEC §4 says so. */',
    ].join('\n');
    expect(danglingReferences(text, sections)).toEqual([]);
  });

  it('reports a section that does not exist, with its line', () => {
    expect(danglingReferences('first line\nas SPEC §10 says', sections)).toEqual([
      { line: 2, reference: 'SPEC §10', problem: 'there is no section 10' },
    ]);
  });

  it('reports a sub-heading the section does not have, up to the punctuation that ends it', () => {
    expect(danglingReferences('(SPEC §2 Results screen), (SPEC §9 CSV columns)', sections)).toEqual(
      [
        {
          line: 1,
          reference: 'SPEC §2 Results screen',
          problem: 'section 2 has no sub-heading "Results screen"',
        },
        {
          line: 1,
          reference: 'SPEC §9 CSV columns',
          problem: 'section 9 has no sub-heading "CSV columns"',
        },
      ],
    );
  });

  it('checks the sections joined to a reference, not only the first', () => {
    const found = danglingReferences('(SPEC §4, §12 and §2 Home)', sections);
    expect(found.map((dangling) => dangling.problem)).toEqual([
      'there is no section 12',
      'section 2 has no sub-heading "Home"',
    ]);
  });

  it('reads a sub-heading that a doc comment wraps onto the next line', () => {
    const wrapped = ' * restored as it was (SPEC §4 Restore on\n * app load).';
    expect(danglingReferences(wrapped, sections)).toEqual([]);
    const wrong = ' * restored as it was (SPEC §4 Restore on\n * page load).';
    expect(danglingReferences(wrong, sections)).toEqual([
      {
        line: 1,
        reference: 'SPEC §4 Restore on page load',
        problem: 'section 4 has no sub-heading "Restore on page load"',
      },
    ]);
  });

  it('reports a mention of SPEC that names no section', () => {
    expect(
      danglingReferences("(SPEC says 1.5 s)\n// SPEC's joinSession event, CACHED_SPECS", sections),
    ).toEqual([
      { line: 1, reference: 'SPEC says 1.5', problem: 'names no section (write "SPEC §N")' },
      {
        line: 2,
        reference: "SPEC's joinSession event,",
        problem: 'names no section (write "SPEC §N")',
      },
    ]);
  });
});
