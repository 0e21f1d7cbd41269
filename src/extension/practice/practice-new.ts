import * as vscode from 'vscode';
import {
  ALGORITHMS,
  ALGORITHM_NAMES,
  applyEdits,
  blankSheet,
  checkText,
  generateTree,
  isAlgorithmName,
  run,
  unsupportedReason,
  type AlgorithmName,
  type GameTree,
} from '../../core';

/** What "New practice tree" is asked for; tests and key bindings pass it to skip the questions. */
export interface PracticeRequest {
  readonly algorithm: AlgorithmName;
  readonly depth: number;
  readonly minBranching: number;
  readonly maxBranching: number;
  readonly seed: number;
}

export type NewPractice =
  | { readonly ok: true; readonly text: string; readonly seed: number; readonly cuts: number; readonly name: string }
  | { readonly ok: false; readonly message: string };

/**
 * Depth 3 with 2 or 3 children: the size of the lecture's exercises (up to 27 leaves), where
 * the alpha-beta family prunes. A tree of these whose run cuts fewer than MIN_CUTS edges is passed
 * over for the next number: the one shown is then the one that makes this tree again.
 */
const DEFAULTS = { depth: 3, minBranching: 2, maxBranching: 3 } as const;
const MIN_CUTS = 2;
/** How many numbers are tried after the one asked for before settling for fewer cuts (a tree with one child per node never cuts). */
const TRIES = 200;
const PAYOFFS = { low: 0, high: 20 } as const;

/** The two-player algorithms a random tree of payoffs can be practised with (not the chance or n-player ones). */
function practicable(): AlgorithmName[] {
  const sample = checkText(generated({ algorithm: 'minimax', ...DEFAULTS, seed: 1 }) ?? '').trees[0]?.model;
  return ALGORITHM_NAMES.filter((a) => sample && unsupportedReason(sample, a) === null && a !== 'expectimax');
}

/** The generated tree's text, or null when the generator refuses the request. */
function generated(r: PracticeRequest): string | null {
  const outcome = generateTree({ kind: 'random', ...r, ...PAYOFFS, cutoff: null, algorithm: r.algorithm });
  return outcome.ok ? outcome.text : null;
}

/** The generated tree and its run's cuts. */
function cutsOf(text: string): { tree: GameTree; cuts: number } | null {
  const tree = checkText(text).trees[0]?.model;
  const outcome = tree && run(tree, { events: false });
  return tree && outcome?.ok ? { tree, cuts: outcome.trace.totals.cuts } : null;
}

/** A new random tree for practice, every answer blank, with the number that makes it again in its header comment. */
export async function newPracticeTree(given: unknown): Promise<NewPractice> {
  const request = given === undefined ? await ask() : validRequest(given);
  if (typeof request === 'string') return { ok: false, message: request };
  const windowed = ALGORITHMS[request.algorithm].windowed;
  let seed = request.seed;
  let found: { text: string; tree: GameTree; cuts: number; seed: number } | null = null;
  for (let k = 0; k <= (windowed ? TRIES : 0); k++, seed = (seed + 1) % 2 ** 32) {
    const text = generated({ ...request, seed });
    if (text === null)
      return { ok: false, message: `a tree of depth ${request.depth} with ${request.minBranching} to ${request.maxBranching} children cannot be made` };
    const ran = cutsOf(text);
    if (!ran) return { ok: false, message: 'the generated tree did not run' };
    if (!found || ran.cuts > found.cuts) found = { text, ...ran, seed };
    if (ran.cuts >= MIN_CUTS) break;
  }
  const { text, tree, cuts, seed: shown } = found!;
  const children = request.minBranching === request.maxBranching ? `${request.minBranching}` : `${request.minBranching} to ${request.maxBranching}`;
  const header = [
    `# Practice tree, seed ${shown}: ${ALGORITHMS[request.algorithm].title}, depth ${request.depth}, ${children} children per node.`,
    `# "gtree: New practice tree" with these choices and seed ${shown} makes this same tree for anyone.`,
    '# Fill in every =? and <?, ?> (in the diagram: click a node) and mark the pruned edges (click an edge).',
  ].join('\n');
  // The name Save As proposes: a plain file name, not the header's first line.
  const name = `practice-${request.algorithm}-s${shown}.gtree`;
  return { ok: true, text: `${header}\n${applyEdits(text, blankSheet(tree, text))}`, seed: shown, cuts, name };
}

function validRequest(given: unknown): PracticeRequest | string {
  const r = given as Partial<PracticeRequest> | null;
  if (!r || typeof r !== 'object' || typeof r.algorithm !== 'string' || !isAlgorithmName(r.algorithm)) return 'name an algorithm to practise';
  const whole = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isInteger(v) ? v : fallback);
  return {
    algorithm: r.algorithm,
    depth: whole(r.depth, DEFAULTS.depth),
    minBranching: whole(r.minBranching, DEFAULTS.minBranching),
    maxBranching: whole(r.maxBranching, DEFAULTS.maxBranching),
    seed: whole(r.seed, Math.floor(Math.random() * 100_000)),
  };
}

async function ask(): Promise<PracticeRequest | string> {
  const items = practicable().map((a) => ({ label: ALGORITHMS[a].title, description: a, detail: ALGORITHMS[a].description, algorithm: a }));
  const picked = await vscode.window.showQuickPick(items, { title: 'New practice tree: which algorithm?', matchOnDetail: true });
  if (!picked) return 'cancelled';
  const shape = await vscode.window.showInputBox({
    title: 'New practice tree: depth and children per node',
    prompt: 'DEPTH CHILDREN, for example "3 2..3" (3 levels of moves, 2 or 3 children per node)',
    value: `${DEFAULTS.depth} ${DEFAULTS.minBranching}..${DEFAULTS.maxBranching}`,
    validateInput: (s) => (shapeOf(s) ? null : 'Write the depth (1 to 6) and the children (1 to 5, or a range such as 2..3): "3 2..3"'),
  });
  const parsed = shape === undefined ? null : shapeOf(shape);
  if (!parsed) return 'cancelled';
  const seed = await vscode.window.showInputBox({
    title: 'New practice tree: its seed',
    prompt: "The same seed gives the same tree: type a classmate's to practise theirs",
    value: String(Math.floor(Math.random() * 100_000)),
    validateInput: (s) => (/^\d{1,9}$/.test(s.trim()) ? null : 'A whole number, up to 9 digits'),
  });
  if (seed === undefined) return 'cancelled';
  return { algorithm: picked.algorithm, ...parsed, seed: Number(seed.trim()) };
}

/** "3 2..3" or "3 2": the depth and the range of children; null when it is not that. */
function shapeOf(text: string): { depth: number; minBranching: number; maxBranching: number } | null {
  const m = /^\s*(\d+)\s+(\d+)(?:\s*\.\.\s*(\d+))?\s*$/.exec(text);
  if (!m) return null;
  const [depth, low, high] = [Number(m[1]), Number(m[2]), Number(m[3] ?? m[2])];
  return depth >= 1 && depth <= 6 && low >= 1 && high >= low && high <= 5 ? { depth, minBranching: low, maxBranching: high } : null;
}
