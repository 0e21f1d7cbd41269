import type { Rational } from '../model/rational';

/**
 * Writing `.gtree` text from a tree built in memory: the generators (`gtree new`) and the
 * Gambit importer (`gtree import`) build `Draft` nodes and print them here, so quoting,
 * number forms and layout are decided in one place.
 */

/** A number to write: a JavaScript number (finite) or an exact rational. */
export type Exact = number | Rational;

/** A leaf payoff or an estimate: one number (MAX's) or a tuple (one per player). */
export type Payoff = Exact | readonly Exact[];

/** Who moves at a node, when it is not the default of the turn rotation. */
export type Kind = 'max' | 'min' | 'chance' | { readonly player: string };

export interface Draft {
  /** The move's name on the edge from a player node. */
  readonly move?: string;
  /** The edge's probability below a chance node. */
  readonly probability?: Exact;
  /** The chance outcome's name, written before its probability (`six 1/6 ->`). */
  readonly outcome?: string;
  readonly kind?: Kind;
  readonly label?: string;
  /** `&name`: later `ref`s to the same name stand for this node. */
  readonly anchor?: string;
  /** `*name`: this node is the anchored one again (nothing else of it is written). */
  readonly ref?: string;
  /** A cut mark on the edge into this node (an answer): `/` alpha-beta, `//` negascout. */
  readonly cut?: 'alphabeta' | 'scout';
  /** A leaf's payoff. */
  readonly payoff?: Payoff;
  /** An inner node's answer `=v`, or the blank `=?`. */
  readonly answer?: Payoff | '?';
  /** A window answer `<α, β>`; `?` is a blank bound. */
  readonly window?: readonly [Bound, Bound];
  readonly estimate?: Payoff;
  readonly children?: readonly Draft[];
}

/** A bound of a window answer: a number, an infinity, or the blank `?`. */
export type Bound = Exact | '?';

export interface DraftTree {
  readonly name: string;
  /** Lines of the header comment (without '#'). */
  readonly comment: readonly string[];
  /** `key: value` lines, the values already in .gtree form (use `word` for names). */
  readonly settings: readonly (readonly [string, string])[];
  readonly root: Draft;
  /** Every exact probability as a fraction (`1/2`, not `0.5`): one style in a tree whose probabilities are not all short decimals. */
  readonly fractions?: boolean;
}

const KEYWORDS = new Set(['tree', 'max', 'min', 'chance', 'inf']);
const NAME = /^[\p{L}_][\p{L}\p{M}\p{N}_'-]*$/u;

/** A name as written: bare when it reads back as that NAME, otherwise a quoted string. */
export function word(text: string): string {
  const oneLine = text.replace(/\r\n?|\n/g, ' ');
  if (NAME.test(oneLine) && !KEYWORDS.has(oneLine) && !oneLine.includes('->')) return oneLine;
  return `"${oneLine.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** An exact number in .gtree form: `3`, a terminating decimal (`-0.8`) or a fraction (`1/3`, `1/4`), whichever is shorter. */
export function exactText(value: Exact): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`cannot write ${value} as a .gtree number`);
    return Object.is(value, -0) ? '0' : String(value);
  }
  const { num, den } = value;
  if (den === 1n) return `${num}`;
  let twos = 0;
  let fives = 0;
  let rest = den;
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1];
  const fraction = `${num}/${den}`;
  if (rest !== 1n) return fraction;
  const places = Math.max(twos, fives);
  const scaled = (num < 0n ? -num : num) * (10n ** BigInt(places) / den);
  const digits = scaled.toString().padStart(places + 1, '0');
  const decimal = `${num < 0n ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
  // The shorter of the two reads best: 0.8 and 12.8, but 1/4 and 1/1024.
  return decimal.length <= fraction.length ? decimal : fraction;
}

export const payoffText = (p: Payoff): string => (isTuple(p) ? `(${p.map(exactText).join(', ')})` : exactText(p));

const isTuple = (p: Payoff): p is readonly Exact[] => Array.isArray(p);

const kindText = (k: Kind): string => (typeof k === 'string' ? k : `@${word(k.player)}`);

/** A leaf written as its value alone (`3`), the compact form of the lecture's trees. */
const isBareLeaf = (d: Draft): boolean => d.move === undefined && d.probability === undefined && d.cut === undefined && isBareBody(d);

/** Nothing but a payoff after the edge. */
const isBareBody = (d: Draft): boolean =>
  d.children === undefined &&
  d.payoff !== undefined &&
  d.label === undefined &&
  d.kind === undefined &&
  d.anchor === undefined &&
  d.ref === undefined &&
  d.window === undefined &&
  d.estimate === undefined;

const boundText = (b: Bound): string => (b === '?' ? '?' : b === Infinity ? '+inf' : b === -Infinity ? '-inf' : exactText(b));

/** Children that are all bare leaves go on their parent's line, up to this many. */
const INLINE_LEAVES = 8;

/** Indentation stops growing here: a 1000-deep chain would otherwise be megabytes of spaces. */
const DEEPEST_INDENT = 40;
const INDENTS = Array.from({ length: DEEPEST_INDENT + 1 }, (_, depth) => '  '.repeat(depth));

// Built as one string rather than parts joined: the generators write a million of these.
function headOf(d: Draft, fractions: boolean): string {
  const edge =
    d.probability !== undefined
      ? `${outcomeText(d)}${fractions ? fractionText(d.probability) : exactText(d.probability)} ->`
      : d.move !== undefined
        ? `${word(d.move)} ->`
        : '';
  const cut = d.cut === undefined ? '' : d.cut === 'alphabeta' ? '/' : '//';
  return spaced(cut + edge, bodyOf(d)).trimEnd();
}

/** An exact number as a fraction (`1/2`), a whole one as itself. */
const fractionText = (value: Exact): string => (typeof value === 'number' || value.den === 1n ? exactText(value) : `${value.num}/${value.den}`);

const outcomeText = (d: Draft): string => (d.outcome === undefined ? '' : `${word(d.outcome)} `);

/** The body's parts in the grammar's order: kind, label, `&k`, `=v`, `<α, β>`, `~h` (the children follow). */
function bodyOf(d: Draft): string {
  if (d.ref !== undefined) return `*${d.ref}`;
  if (isBareBody(d)) return payoffText(d.payoff!);
  let body = d.kind !== undefined ? kindText(d.kind) : '';
  if (d.label !== undefined) body = spaced(body, word(d.label));
  if (d.anchor !== undefined) body = spaced(body, `&${d.anchor}`);
  const value = d.children === undefined ? d.payoff : d.answer;
  if (value !== undefined) body = spaced(body, `=${value === '?' ? '?' : payoffText(value)}`);
  if (d.window !== undefined) body = spaced(body, `<${boundText(d.window[0])}, ${boundText(d.window[1])}>`);
  if (d.estimate !== undefined) body = spaced(body, `~${payoffText(d.estimate)}`);
  return body;
}

const spaced = (before: string, part: string): string => (before ? `${before} ${part}` : part);

const opening = (head: string): string => (head ? `${head} [` : '[');

/** The whole tree as .gtree text. Iterative, so a deep tree cannot overflow the stack. */
export function writeGtree(tree: DraftTree): string {
  const out: string[] = [];
  for (const line of tree.comment) for (const part of line.split(/\r\n?|\n/)) out.push(part.trim() ? `# ${part}` : '#');
  out.push(`tree ${word(tree.name)} {`);
  for (const [key, value] of tree.settings) out.push(`  ${key}: ${value}`);
  // A stack of nodes to open, and closing brackets (strings) to print after their children.
  const stack: (Draft | string)[] = [tree.root];
  const depths: number[] = [1];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const depth = depths.pop()!;
    const indent = INDENTS[Math.min(depth, DEEPEST_INDENT)];
    if (typeof item === 'string') {
      out.push(indent + item);
      continue;
    }
    const head = headOf(item, tree.fractions === true);
    const children = item.children;
    if (children === undefined) {
      out.push(indent + head);
    } else if (children.length <= INLINE_LEAVES && children.every(isBareLeaf)) {
      out.push(`${indent}${opening(head)} ${children.map((c) => payoffText(c.payoff!)).join(' ')} ]`);
    } else {
      out.push(indent + opening(head));
      stack.push(']');
      depths.push(depth);
      for (let i = children.length - 1; i >= 0; i--) {
        stack.push(children[i]);
        depths.push(depth + 1);
      }
    }
  }
  out.push('}');
  return out.join('\n') + '\n';
}
