/**
 * The text format of CS188's test and solution files: one `key: "value"` per line, or a value
 * over several lines between a `key: """` line and a line `"""`. Outside such a value, `#`
 * starts a comment; blank lines are nothing.
 */

/** A problem in a file, at an offset of its text (null: the file as a whole). */
export class Cs188Error extends Error {
  constructor(
    message: string,
    readonly at: number | null,
    /** True when the problem is in the `.solution`, not in the `.test`. */
    readonly inSolution = false,
  ) {
    super(message);
  }
}

/** A word of a value, and the offset of its first character in the file. */
export interface Word {
  readonly text: string;
  readonly at: number;
}

export interface Entry {
  readonly key: string;
  /** Offset of the key. */
  readonly at: number;
  /** Offset of the value's first character (inside the quotes), or of the opening `"""`. */
  readonly valueAt: number;
  /** The value's lines, each split into words: one line for `key: "value"`. */
  readonly lines: readonly (readonly Word[])[];
}

const ONE_LINE = /^(\s*)([^"]*?):(\s*)"([^"]*)"\s*$/;
const OPENING = /^(\s*)([^"]*?):(\s*)"""\s*$/;
const CLOSING = /^\s*"""\s*$/;
const WORD = /\S+/g;

/** Every line of a text with the offset where it starts; `\r\n`, `\r` and `\n` end lines. */
function linesOf(text: string): { text: string; at: number }[] {
  const lines: { text: string; at: number }[] = [];
  const pattern = /\r\n?|\n/g;
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    lines.push({ text: text.slice(start, m.index), at: start });
    start = m.index + m[0].length;
  }
  lines.push({ text: text.slice(start), at: start });
  return lines;
}

export function wordsOf(text: string, at: number): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], at: at + m.index }));
}

/** The entries of a file by key; throws a Cs188Error at the first line that is none of the forms, or at a key given twice. */
export function readEntries(text: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const lines = linesOf(text);
  const add = (entry: Entry): void => {
    if (entries.has(entry.key)) throw new Cs188Error(`'${entry.key}' is given twice`, entry.at);
    entries.set(entry.key, entry);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const hash = line.text.indexOf('#');
    const content = hash < 0 ? line.text : line.text.slice(0, hash);
    if (content.trim() === '') continue;
    const single = ONE_LINE.exec(content);
    if (single) {
      const [, indent, key, space] = single;
      const valueAt = line.at + indent.length + key.length + 1 + space.length + 1;
      add({ key, at: line.at + indent.length, valueAt, lines: [wordsOf(single[4], valueAt)] });
      continue;
    }
    const opening = OPENING.exec(content);
    if (!opening) {
      const at = line.at + content.length - content.trimStart().length;
      throw new Cs188Error(`expected 'key: "value"' or 'key: """' (a value over several lines up to a line '"""'), found '${content.trim()}'`, at);
    }
    const [, indent, key, space] = opening;
    const start = i;
    const valueLines: Word[][] = [];
    for (i++; i < lines.length && !CLOSING.test(lines[i].text); i++) valueLines.push(wordsOf(lines[i].text, lines[i].at));
    if (i >= lines.length) throw new Cs188Error(`the value of '${key}' never ends: expected a line '"""' after it`, lines[start].at + indent.length);
    add({ key, at: line.at + indent.length, valueAt: line.at + indent.length + key.length + 1 + space.length, lines: valueLines });
  }
  return entries;
}
