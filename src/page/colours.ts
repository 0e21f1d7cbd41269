/**
 * The playground's colours: the text cut into runs by the core's own lexer (the tokens the
 * parser reads), each with the kind of thing it is, as the editor's grammar colours them.
 * The gaps between tokens are spaces and comments. No DOM here.
 */
import { DiagnosticSink } from '../core/language/diagnostics';
import { Lexer, T } from '../core/language/lexer';

export type RunKind = 'plain' | 'comment' | 'keyword' | 'number' | 'string' | 'cut' | 'blank' | 'punctuation' | 'name';

export interface Run {
  readonly kind: RunKind;
  readonly text: string;
}

function kindOf(t: T): RunKind {
  switch (t) {
    case T.KwTree:
    case T.KwMax:
    case T.KwMin:
    case T.KwChance:
      return 'keyword';
    case T.Number:
    case T.Fraction:
    case T.Percent:
    case T.Inf:
      return 'number';
    case T.String:
      return 'string';
    case T.Slash:
    case T.DoubleSlash:
      return 'cut';
    case T.Question:
      return 'blank';
    case T.Name:
      return 'name';
    default:
      return 'punctuation';
  }
}

/** A gap between tokens: its comments (`#` to the end of the line) apart from the rest. */
function gapRuns(gap: string, runs: Run[]): void {
  for (const part of gap.split(/(#[^\n\r]*)/)) if (part !== '') runs.push({ kind: part.startsWith('#') ? 'comment' : 'plain', text: part });
}

/** The whole text as runs, in order (their texts joined give the text back). */
export function colourRuns(text: string): Run[] {
  const runs: Run[] = [];
  const lexer = new Lexer(text, new DiagnosticSink());
  let at = 0;
  for (let kind = lexer.next(); kind !== T.Eof; kind = lexer.next()) {
    // A stray character the lexer skipped stays in the gap, shown plain.
    gapRuns(text.slice(at, lexer.start), runs);
    runs.push({ kind: kindOf(kind), text: text.slice(lexer.start, lexer.end) });
    at = lexer.end;
  }
  gapRuns(text.slice(at), runs);
  return runs;
}
