import type { GameNode, GameTree, Settings } from '../../model/model';
import { playerName } from '../../model/model';
import { cmp, type Num } from '../../model/num';
import { formatNumber, formatValue } from '../../output/format';
import { namePathText, probabilityText } from '../../output/notation';
import { word } from '../../output/write-gtree';
import type { Value } from '../../search/recorder';
import { headerSpan } from '../../model/validate';
import type { Span } from '../../text/text';

/** The first given of a submitted tree that differs from the key's: where it is in the submission, and what the key has. */
export interface GivenChange {
  readonly span: Span;
  readonly message: string;
}

/*
 * The givens are what the exercise hands out: the settings, the shape, the leaves' payoffs, the
 * probabilities and outcome names of chance edges, the estimates, the move names, who moves
 * where, and which nodes are references. Labels and the answers (=v, windows, cut marks) are not
 * givens. A sheet whose givens equal the key's is searched exactly as the key is.
 */

/** The first difference between the givens of `key` and those of `sub`, settings first, then the nodes in pre-order; null when there is none. */
export function firstChange(key: GameTree, sub: GameTree): GivenChange | null {
  return settingChange(key, sub) ?? nodeChange(key, sub, key.settings.ask === 'best-order' ? alignedChildren : (_k, s) => s.children);
}

/** The submission's children in the order that pairs them with the key node's children. */
type Align = (k: GameNode, s: GameNode) => readonly GameNode[];

/**
 * An ordering exercise's children are compared modulo their order: each key child is paired
 * with a submitted child whose whole subtree has the same givens in some order, and the
 * children left over in the order written, so a changed leaf is found where it is and reported
 * as a change (not graded as an order).
 */
function alignedChildren(k: GameNode, s: GameNode): readonly GameNode[] {
  const free = [...s.children];
  const paired: (GameNode | null)[] = k.children.map((kc) => {
    const sig = signature(kc);
    const at = free.findIndex((sc) => sc !== null && signature(sc) === sig);
    return at < 0 ? null : free.splice(at, 1)[0];
  });
  return paired.map((p) => p ?? free.shift()!);
}

const signatures = new WeakMap<GameNode, string>();

/** A subtree's givens as one string, its children's in sorted order (the same for every order of them). */
function signature(n: GameNode): string {
  let sig = signatures.get(n);
  if (sig === undefined) {
    const v = leafValue(n);
    const e = estimateOf(n);
    const own = [
      n.move,
      n.probability === null ? '' : formatNumber(n.probability),
      n.outcome,
      n.player,
      v === null ? '' : formatValue(v, 'fraction'),
      e === null ? '' : formatValue(e, 'fraction'),
      n.target?.anchor ?? '',
    ];
    sig = `${JSON.stringify(own)}[${n.children.map(signature).sort().join(',')}]`;
    signatures.set(n, sig);
  }
  return sig;
}

interface SettingGiven {
  readonly name: keyof Settings & string;
  readonly text: (tree: GameTree) => string;
}

const num = (v: Num): string => formatNumber(v);

/** Every setting that changes a run, as a reader would say its value. */
const SETTINGS: readonly SettingGiven[] = [
  { name: 'algorithm', text: (t) => t.settings.algorithm },
  { name: 'players', text: (t) => t.settings.players.join(' ') },
  { name: 'root', text: (t) => playerName(t, t.settings.root) },
  { name: 'depth', text: (t) => (t.settings.depth === null ? 'not set' : String(t.settings.depth)) },
  { name: 'fail', text: (t) => t.settings.fail },
  { name: 'prune', text: (t) => t.settings.prune },
  { name: 'window', text: (t) => `<${num(t.settings.window[0])}, ${num(t.settings.window[1])}>` },
  { name: 'nullwindow', text: (t) => num(t.settings.nullwindow) },
  { name: 'guess', text: (t) => num(t.settings.guess) },
  { name: 'delta', text: (t) => num(t.settings.delta) },
  { name: 'order', text: (t) => t.settings.order },
  { name: 'prefer', text: (t) => t.settings.prefer ?? 'not set' },
  { name: 'ties', text: (t) => t.settings.ties },
  { name: 'reorder', text: (t) => t.settings.reorder },
  { name: 'ask', text: (t) => t.settings.ask ?? 'not set' },
];

function settingChange(key: GameTree, sub: GameTree): GivenChange | null {
  for (const s of SETTINGS) {
    const want = s.text(key);
    const got = s.text(sub);
    if (want === got) continue;
    const line = sub.syntax.settings.find((l) => l.key.text === s.name);
    return { span: line ?? sub.syntax.name ?? sub.syntax.header, message: `${s.name} is ${want} in the key, ${got} here` };
  }
  return null;
}

/** Walks both trees in pre-order, numbering the key's leaves as it goes ("leaf 3"). */
function nodeChange(key: GameTree, sub: GameTree, align: Align): GivenChange | null {
  let leaves = 0;
  const walk = (k: GameNode, s: GameNode): GivenChange | null => {
    if (k.children.length === 0 && !k.target) leaves++;
    const found = ownChange(k, s, leaves, key, sub);
    if (found || k.target) return found;
    const mine = align(k, s);
    for (let i = 0; i < k.children.length; i++) {
      const inner = walk(k.children[i], mine[i]);
      if (inner) return inner;
    }
    return null;
  };
  return walk(key.root, sub.root);
}

/** How the messages name a node: the key's leaf number for a leaf, else its label, else its path. */
function nameOf(node: GameNode, leaf: number): string {
  if (node.children.length === 0 && !node.target) return node.parent ? `leaf ${leaf} (under ${placeOf(node.parent)})` : `the root leaf`;
  return placeOf(node);
}

/** How a reader finds a node: its label, else its path from the root. */
export const placeOf = (node: GameNode): string => (node.label !== null ? word(node.label) : node.parent ? namePathText(node) : 'the root');

const leafValue = (n: GameNode): Value | null => n.payoff ?? n.payoffs;
const estimateOf = (n: GameNode): Value | null => n.estimate ?? n.estimates;

function sameValue(a: Value | null, b: Value | null): boolean {
  if (a === null || b === null) return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (!Array.isArray(a)) return cmp(a as Num, b as Num) === 0;
  const x = a as readonly Num[];
  const y = b as readonly Num[];
  return x.length === y.length && x.every((v, i) => cmp(v, y[i]) === 0);
}

const sameNum = (a: Num | null, b: Num | null): boolean => (a === null || b === null ? a === b : cmp(a, b) === 0);

/** The node's own givens (not its children's): the first that differs. */
function ownChange(k: GameNode, s: GameNode, leaf: number, key: GameTree, sub: GameTree): GivenChange | null {
  const name = nameOf(k, leaf);
  const syntax = s.syntax;
  const at = headerSpan(syntax);
  const style = key.numberStyle;
  const shown = (v: Value | null): string => (v === null ? 'none' : formatValue(v, style));
  if ((k.target === null) !== (s.target === null) || (k.target && k.target.id !== s.target!.id)) {
    const ref = (n: GameNode): string => (n.target ? `a reference to &${n.target.anchor}` : 'a node of its own');
    return { span: syntax.rare.ref ?? at, message: `${name} is ${ref(k)} in the key, ${ref(s)} here` };
  }
  if (!k.target && k.children.length !== s.children.length) {
    const count = (n: number): string => (n === 0 ? 'none' : String(n));
    const message =
      k.children.length === 0
        ? `${name} is a leaf in the key, here it has ${s.children.length} children`
        : `${name} has ${k.children.length} children in the key, ${count(s.children.length)} here`;
    return { span: k.children.length === 0 ? at : (syntax.openBracket ?? at), message };
  }
  if (k.move !== s.move) {
    const move = (n: GameNode): string => (n.move === null ? 'unnamed' : word(n.move));
    return { span: syntax.edge ?? at, message: `the move to ${name} is ${move(k)} in the key, ${move(s)} here` };
  }
  if (!sameNum(k.probability, s.probability)) {
    const p = (n: GameNode): string => probabilityText(n) ?? 'none';
    return { span: syntax.edge ?? at, message: `the probability of ${name} is ${p(k)} in the key, ${p(s)} here` };
  }
  if (k.outcome !== s.outcome) {
    const o = (n: GameNode): string => (n.outcome === null ? 'unnamed' : word(n.outcome));
    return { span: syntax.rare.outcome ?? syntax.edge ?? at, message: `the outcome of ${name} is ${o(k)} in the key, ${o(s)} here` };
  }
  if (k.player !== s.player) {
    return { span: syntax.rare.kind ?? at, message: `${name}: ${playerName(key, k.player)} moves in the key, ${playerName(sub, s.player)} here` };
  }
  if (!sameValue(leafValue(k), leafValue(s))) {
    return { span: syntax.value ?? at, message: `${name} is ${shown(leafValue(k))} in the key, ${shown(leafValue(s))} here` };
  }
  if (!sameValue(estimateOf(k), estimateOf(s))) {
    const e = (v: Value | null): string => (v === null ? 'none' : `~${formatValue(v, style)}`);
    return { span: syntax.estimate ?? at, message: `the estimate of ${name} is ${e(estimateOf(k))} in the key, ${e(estimateOf(s))} here` };
  }
  return null;
}

/**
 * How much of the key's givens a submitted tree shares: the settings that agree, and the nodes
 * (in pre-order, where both trees have them) whose own givens agree. For naming the nearest key
 * of a sheet that matches none: the variant it was most likely made from.
 */
export function givensLikeness(key: GameTree, sub: GameTree): number {
  let alike = SETTINGS.filter((s) => s.text(key) === s.text(sub)).length;
  let leaves = 0;
  const walk = (k: GameNode, s: GameNode): void => {
    if (k.children.length === 0 && !k.target) leaves++;
    if (ownChange(k, s, leaves, key, sub) === null) alike++;
    if (k.target || s.target) return;
    for (let i = 0; i < Math.min(k.children.length, s.children.length); i++) walk(k.children[i], s.children[i]);
  };
  walk(key.root, sub.root);
  return alike;
}
