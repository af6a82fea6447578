/** The numbered sections of docs/REQUIREMENTS.md, each with the names of its sub-headings. */
export type RequirementSections = ReadonlyMap<number, ReadonlySet<string>>;

/** A reference in a text that names no section of the requirements, with its 1-based line. */
export interface DanglingReference {
  readonly line: number;
  readonly reference: string;
  readonly problem: string;
}

/** The sections ("## 4. States ...") and their sub-headings ("### Practice flow") of the markdown. */
export function requirementSections(markdown: string): RequirementSections {
  const sections = new Map<number, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of markdown.split('\n')) {
    const section = /^## (\d+)\. /.exec(line);
    if (section !== null) {
      current = new Set();
      sections.set(Number(section[1]), current);
    } else if (line.startsWith('## ')) {
      current = undefined;
    } else if (current !== undefined && line.startsWith('### ')) {
      current.add(line.slice(4).trim());
    }
  }
  return sections;
}

/**
 * The references in a text that point nowhere. A reference is "SPEC §N", optionally followed after
 * one space by the name of a sub-heading of section N, either quoted ("SPEC §3 "Game state"") or
 * starting with a capital letter and running over letters, digits, spaces, hyphens and slashes
 * to the next other character ("SPEC §4 Practice flow)"); further sections may follow it joined
 * by a comma, a slash, "and" or "or" ("SPEC §5, §9", "SPEC §9, §3 Reports"). A comment's line
 * breaks (with their leading `*`, `//` or `#`) count as spaces, so a name may wrap. Any other
 * "SPEC" (written as a word) names no section, and is reported too.
 */
export function danglingReferences(
  text: string,
  sections: RequirementSections,
): DanglingReference[] {
  const flat = text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/|#)?/g, (wrap) => ' '.repeat(wrap.length));
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const dangling: DanglingReference[] = [];
  for (const mention of flat.matchAll(/\bSPEC\b/g)) {
    let at = mention.index + mention[0].length;
    if (!flat.startsWith(' §', at)) {
      dangling.push({
        line: lineOf(mention.index),
        reference: /^SPEC\S*(?:\s+\S+){0,2}/.exec(flat.slice(mention.index))?.[0] ?? 'SPEC',
        problem: 'names no section (write "SPEC §N")',
      });
      continue;
    }
    at += 1;
    for (;;) {
      const reference = SECTION_REFERENCE.exec(flat.slice(at));
      if (reference === null) break;
      const number = Number(reference[1]);
      const name = (reference[2] ?? reference[3])?.replace(/\s+/g, ' ').trim();
      const problem = problemWith(sections, number, name);
      if (problem !== undefined) {
        dangling.push({
          line: lineOf(at),
          reference: `SPEC ${reference[0].replace(/\s+/g, ' ').trim()}`,
          problem,
        });
      }
      at += reference[0].length;
      const joined = /^(?:\s*[,/]\s*|\s+(?:and|or)\s+)(?=§\d)/.exec(flat.slice(at));
      if (joined === null) break;
      at += joined[0].length;
    }
  }
  return dangling;
}

/** "§N", then optionally a space and a quoted name or one that starts with a capital letter. */
const SECTION_REFERENCE = /^§(\d+)(?: "([^"]+)"| ([A-Z][\p{L}\p{N} /-]*))?/u;

function problemWith(
  sections: RequirementSections,
  number: number,
  name: string | undefined,
): string | undefined {
  const headings = sections.get(number);
  if (headings === undefined) return `there is no section ${number}`;
  if (name === undefined || headings.has(name)) return undefined;
  return `section ${number} has no sub-heading "${name}"`;
}
