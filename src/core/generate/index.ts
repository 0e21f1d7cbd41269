import type { AlgorithmName } from '../model/algorithm-names';
import { checkText } from '../teaching/checking/check';
import { writeGtree, type DraftTree } from '../output/write-gtree';
import { coinsTree, type CoinsOptions } from './coins';
import { GenerateError } from './limits';
import { randomTree, type RandomTreeOptions } from './random';
import { splitNimTree, type SplitNimOptions } from './splitnim';
import { ticTacToeTree, type TicTacToeOptions } from './tictactoe';

export { COINS_DEFAULTS, type CoinsOptions } from './coins';
export { MAX_GENERATED_NODES } from './limits';
export { RANDOM_DEFAULTS, type RandomTreeOptions } from './random';
export { SPLIT_NIM_DEFAULTS, splitNimMoves, type SplitNimOptions } from './splitnim';
export { parseBoard, type TicTacToeOptions } from './tictactoe';

export const GENERATOR_NAMES = ['random', 'tictactoe', 'coins', 'splitnim'] as const;
export type GeneratorName = (typeof GENERATOR_NAMES)[number];

export type GenerateRequest = (
  | ({ readonly kind: 'random' } & RandomTreeOptions)
  | ({ readonly kind: 'tictactoe' } & TicTacToeOptions)
  | ({ readonly kind: 'coins' } & CoinsOptions)
  | ({ readonly kind: 'splitnim' } & SplitNimOptions)
) & {
  /** Written as the tree's `algorithm:` setting. */
  readonly algorithm?: AlgorithmName;
};

export type GenerateOutcome = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

/** A new exercise tree as .gtree text. Never throws: impossible or oversized requests come back as a message. */
export function generateTree(request: GenerateRequest): GenerateOutcome {
  let tree: DraftTree;
  try {
    tree = draftOf(request);
  } catch (e) {
    if (e instanceof GenerateError) return { ok: false, message: e.message };
    throw e;
  }
  if (request.algorithm)
    tree = { ...tree, settings: [['algorithm', request.algorithm], ...tree.settings], comment: withFlag(tree.comment, `--algorithm ${request.algorithm}`) };
  const text = writeGtree(tree);
  // The text must check clean; a setting that does not fit the tree (an algorithm without its estimates) is said here.
  const check = checkText(text);
  const error = check.diagnostics.find((d) => d.severity === 'error');
  return error ? { ok: false, message: `the tree would not check clean: ${error.message}` } : { ok: true, text };
}

/** The header's "Made by" command with one more flag: the command must make the same file again (Star1's trees have chance levels, an ordering exercise its `ask:`). */
function withFlag(comment: readonly string[], flag: string): string[] {
  return comment.map((line) => (line.startsWith('Made by: ') ? `${line} ${flag}` : line));
}

function draftOf(request: GenerateRequest): DraftTree {
  switch (request.kind) {
    case 'random':
      // Star1 and Star2 are about chance nodes: their exercises get chance levels and the leaves' bounds.
      return randomTree(request.algorithm === 'star1' || request.algorithm === 'star2' ? { ...request, chance: true } : request);
    case 'tictactoe':
      return ticTacToeTree(request);
    case 'coins':
      return coinsTree(request);
    case 'splitnim':
      return splitNimTree(request);
  }
}
