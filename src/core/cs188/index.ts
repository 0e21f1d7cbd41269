import { writeGtree } from '../output/write-gtree';
import { checkedImport, type ImportOutcome } from '../teaching/checking/imported';
import { LineIndex } from '../text/text';
import { cs188ToDraft, type Unfolded } from './tree-draft';
import { readGraphTest } from './graph-test';
import { Cs188Error } from './key-values';
import { cutEdges, readSolution } from './solution';
import { unfold, type Occurrence } from './unfold';

/** A CS188 test file and, when one sits beside it, its solution: each with its name, for the messages and the header. */
export interface Cs188Files {
  readonly test: { readonly text: string; readonly source: string };
  readonly solution?: { readonly text: string; readonly source: string };
}

/**
 * A UC Berkeley CS188 `GraphGameTreeTest` as .gtree text, with the answers of its `.solution`
 * when given. Never throws: a malformed file, or anything the .gtree text could not hold,
 * comes back as a message, located in the file it is in.
 */
export function importCs188(files: Cs188Files): ImportOutcome {
  let gtree: string;
  try {
    const test = readGraphTest(files.test.text);
    const written = unfold(test);
    const answers = files.solution ? answersOf(files.solution, written, test.depth * test.agents) : null;
    gtree = writeGtree(cs188ToDraft({ test, written, answers }, files.test.source));
  } catch (e) {
    if (!(e instanceof Cs188Error)) throw e;
    const file = e.inSolution ? files.solution! : files.test;
    const at = e.at === null ? null : new LineIndex(file.text).position(e.at);
    return { ok: false, message: e.message, at, ...(e.inSolution ? { file: file.source } : {}) };
  }
  return checkedImport(gtree);
}

function answersOf(solution: NonNullable<Cs188Files['solution']>, written: readonly Occurrence[], limit: number): Unfolded['answers'] {
  const read = readSolution(solution.text);
  return { source: solution.source, cut: cutEdges(written, limit, read), action: read.action };
}
