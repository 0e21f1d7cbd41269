/*
 * Random .gtree files for the equivalents check (scripts/mutate-equivalents.mjs): small trees of
 * every kind — two players with anchors `&k` and references `*k`, estimates and depth limits;
 * chance nodes; three players with tuples — many of them sheets with answers (right, wrong or
 * blank values, windows and cut marks), under every algorithm and with the settings that change
 * a run. Plain text made from a seeded generator, so that the corpus never depends on the code
 * being mutated.
 */

// The exercise generators' seeded generator: core/generate is never mutated, so the corpus stays the same.
import { seededRandom } from '../../src/core/generate/prng';

type Kind = 'two' | 'chance' | 'three';

const TWO_PLAYER = ['minimax', 'alphabeta', 'negamax', 'negamax-ab', 'negascout', 'aspiration', 'negamax-tt', 'mtdf', 'iterative'];

class Writer {
  private labels = 0;
  private anchors: { name: string; parity: number }[] = [];
  private done: { name: string; parity: number }[] = [];
  constructor(
    private readonly r: () => number,
    private readonly kind: Kind,
    private readonly sheet: boolean,
  ) {}

  private chance = (p: number): boolean => this.r() < p;
  private int = (lo: number, hi: number): number => lo + Math.floor(this.r() * (hi - lo + 1));
  private pick = <T>(xs: readonly T[]): T => xs[Math.floor(this.r() * xs.length)];

  /** A payoff or estimate: mostly small integers, sometimes a fraction or a decimal. */
  number(): string {
    const x = this.r();
    if (x < 0.1) return `${this.int(-9, 9)}/${this.pick([2, 3, 4])}`;
    if (x < 0.15) return `${this.int(-9, 9)}.5`;
    return String(this.int(-9, 9));
  }

  private value(): string {
    return this.kind === 'three' ? `(${this.number()}, ${this.number()}, ${this.number()})` : this.number();
  }

  private bound(): string {
    return this.pick(['-inf', '+inf', '?', String(this.int(-9, 9)), String(this.int(-9, 9))]);
  }

  /** A node at `depth` below the root, `parity` its player in a two-player tree (0: MAX). */
  node(depth: number, maxDepth: number, parity: number, underChance: boolean): string {
    const refs = this.done.filter((a) => a.parity === parity);
    if (depth > 0 && this.kind !== 'three' && refs.length > 0 && this.chance(0.15)) return `*${this.pick(refs).name}`;
    const leaf = depth >= maxDepth || (depth > 0 && this.chance(0.3));
    if (leaf) return this.value();
    const isChance = this.kind === 'chance' && !underChance && depth > 0 && this.chance(0.5);
    const parts: string[] = [];
    if (isChance) parts.push('chance');
    else if (this.kind === 'two' && this.chance(0.05)) parts.push(this.pick(['max', 'min']));
    if (this.chance(0.7)) parts.push(String.fromCharCode(65 + (this.labels++ % 26)) + (this.labels > 26 ? String(this.labels) : ''));
    let anchor: { name: string; parity: number } | null = null;
    if (this.kind === 'two' && parts.length > 0 && this.chance(0.2)) {
      anchor = { name: `k${this.anchors.length}`, parity };
      this.anchors.push(anchor);
      parts.push(`&${anchor.name}`);
    }
    if (this.sheet && !isChance && this.chance(0.8)) parts.push(this.chance(0.4) ? '=?' : `=${this.value()}`);
    if (this.sheet && !isChance && this.chance(0.5)) parts.push(`<${this.bound()}, ${this.bound()}>`);
    if (!isChance && this.chance(0.5)) parts.push(`~${this.value()}`);
    const count = this.int(1, 3);
    const children: string[] = [];
    const probabilities = isChance ? this.probabilities(count) : [];
    for (let i = 0; i < count; i++) {
      const child = this.node(depth + 1, maxDepth, isChance ? parity : 1 - parity, isChance);
      const cut = this.sheet && i > 0 && this.chance(0.2) ? this.pick(['/', '//']) : '';
      const edge = isChance ? `${probabilities[i]} -> ` : this.chance(0.2) ? `m${i} -> ` : '';
      children.push(`${cut}${edge}${child}`);
    }
    if (anchor) this.done.push(anchor);
    return `${parts.join(' ')} [ ${children.join(' ')} ]`;
  }

  private probabilities(count: number): string[] {
    if (count === 1) return ['1'];
    if (count === 2)
      return this.pick([
        ['1/2', '1/2'],
        ['1/3', '2/3'],
        ['25%', '75%'],
        ['0.5', '0.5'],
      ]);
    return this.pick([
      ['1/3', '1/3', '1/3'],
      ['1/2', '1/4', '1/4'],
      ['0.2', '0.3', '0.5'],
    ]);
  }

  settings(): string[] {
    const lines: string[] = [];
    if (this.kind === 'three') lines.push('players: P Q R', 'algorithm: maxn');
    else if (this.kind === 'chance') lines.push(`algorithm: ${this.pick(['expectimax', 'expectimax', 'maxn'])}`);
    else lines.push(`algorithm: ${this.pick(TWO_PLAYER)}`);
    if (this.chance(0.35)) lines.push(`depth: ${this.int(1, 3)}`);
    if (this.kind === 'two') {
      if (this.chance(0.2)) lines.push('fail: hard');
      if (this.chance(0.2)) lines.push('prune: strict');
      if (this.chance(0.1)) lines.push(`window: [${this.int(-5, 0)}, ${this.int(1, 6)}]`);
      if (this.chance(0.1)) lines.push(`guess: ${this.int(-3, 3)}`);
      if (this.chance(0.1)) lines.push(`delta: ${this.int(1, 3)}`);
      if (this.chance(0.05)) lines.push('nullwindow: 1/2');
      if (this.chance(0.1)) lines.push(`order: ${this.pick(['best-first', 'worst-first'])}`);
      if (this.chance(0.05)) lines.push('root: min');
    }
    if (this.chance(0.1)) lines.push('ties: last');
    if (this.chance(0.05)) lines.push('prefer: m1');
    return lines;
  }
}

/** `count` random files, each one tree (a few hold two): name → text. */
export function randomCorpus(count: number, seed = 33): Map<string, string> {
  const files = new Map<string, string>();
  const r = seededRandom(seed);
  const kinds: Kind[] = ['two', 'two', 'two', 'chance', 'three'];
  for (let i = 0; i < count; i++) {
    const kind = kinds[i % kinds.length];
    const trees = r() < 0.1 ? 2 : 1;
    const texts: string[] = [];
    for (let t = 0; t < trees; t++) {
      const w = new Writer(r, kind, r() < 0.6);
      const settings = w.settings();
      const root = w.node(0, 2 + Math.floor(r() * 3), 0, false);
      texts.push(trees === 1 ? `${settings.join('\n')}\n${root}\n` : `tree T${t} {\n  ${settings.join('\n  ')}\n  ${root}\n}\n`);
    }
    files.set(`random-${String(i).padStart(3, '0')}-${kind}.gtree`, texts.join(''));
  }
  return files;
}

/**
 * Pieces a slip or a paste puts into a tree, each one a path of the lexer or the parser: brackets,
 * parts, cut marks, signs, strays, quotes, Unicode spaces and minus signs, keywords in capitals,
 * settings written with '=', windows in parentheses.
 */
const PIECES = [
  '[',
  ']',
  '{',
  '}',
  '(',
  ')',
  '<',
  '>',
  '=',
  '=?',
  '~',
  '@',
  '@P ',
  '&',
  '&k ',
  '*',
  '*k ',
  '/',
  '//',
  ':',
  '?',
  ',',
  '#',
  '"',
  '"a b" ',
  '->',
  'a -> ',
  '1/2 -> ',
  'six 1/6 -> ',
  '-',
  '+',
  '.',
  '%',
  '25%',
  '1/0',
  '1e5',
  '3.4.5',
  '\u2212',
  '\u22123',
  '\u221e',
  '-inf',
  '+inf',
  'inf',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\ufeff',
  '\t',
  '\r\n',
  '\n',
  '\r',
  '\u{1f600}',
  '$',
  'MAX ',
  'Min ',
  'mx ',
  'chanse ',
  'CHANCE ',
  'Tree ',
  'tre ',
  'max ',
  'min ',
  'chance ',
  'tree ',
  '(3, 5) ',
  '(-inf, 4) ',
  '(1 2) ',
  '()',
  'depth = 2\n',
  'algorithm = alphabeta\n',
  'depth: 0\n',
  'window: [3, 1]\n',
  'players: A B C\n',
  'fail: sofft\n',
  '9'.repeat(320),
  'x'.repeat(30),
];

/**
 * `count` damaged files: a random or example tree (`sources`) with one to three slips (a piece of
 * PIECES put in, a character taken out, or a line break put in), each a file that the lexer and
 * the parser must read without a crash, reporting every problem: the equivalents of the language
 * front end are checked on them as on valid trees. Seeded, so the corpus never depends on the code.
 */
export function damagedCorpus(sources: readonly string[], count: number, seed = 35): Map<string, string> {
  const files = new Map<string, string>();
  const r = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  for (let i = 0; i < count; i++) {
    let text = pick(sources);
    const slips = 1 + Math.floor(r() * 3);
    for (let s = 0; s < slips; s++) {
      const at = Math.floor(r() * (text.length + 1));
      const how = r();
      if (how < 0.6) text = text.slice(0, at) + pick(PIECES) + text.slice(at);
      else if (how < 0.9) text = text.slice(0, at) + text.slice(at + 1);
      else text = `${text.slice(0, at)}\n${text.slice(at)}`;
    }
    files.set(`damaged-${String(i).padStart(3, '0')}.gtree`, text);
  }
  return files;
}
