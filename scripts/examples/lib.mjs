// Shared helpers for the example generators in scripts/examples/.
//
// A generator builds a game tree as plain objects, solves it here (independently of
// src/, so the examples double as a cross-check of the engine) and prints it as .gtree.
//
// Node fields:
//   edge      move name (player node parent) or probability text (chance parent)
//   outcome   a chance outcome's name, written before the probability (`six 1/6 ->`)
//   label     NAME or any string (quoted when needed)
//   kind      'max' | 'min' | 'chance' | '@Name'   (written only when `writeKind` is set)
//   anchor    NAME for `&k`;  ref: NAME for `*k` (then nothing else is written)
//   payoff    leaf value: number, Q or array (tuple)
//   estimate  `~h`
//   children  array of nodes
//   answer    `=v` on an internal node (number, Q, tuple or '?')
//   window    [a, b] written as `<a, b>` (numbers, +-Infinity or '?')
//   cut       '/' or '//'
//   inline    print bare-leaf children on one line
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// ---------------------------------------------------------------- exact fractions

const gcd = (a, b) => { a = a < 0n ? -a : a; b = b < 0n ? -b : b; while (b) [a, b] = [b, a % b]; return a; };

/** An exact rational number (BigInt numerator/denominator). */
export class Q {
  constructor(n, d = 1n) {
    n = BigInt(n); d = BigInt(d);
    if (d === 0n) throw new Error('zero denominator');
    if (d < 0n) { n = -n; d = -d; }
    const g = gcd(n, d) || 1n;
    this.n = n / g; this.d = d / g;
  }
  static of(x) { return x instanceof Q ? x : new Q(x); }
  add(o) { o = Q.of(o); return new Q(this.n * o.d + o.n * this.d, this.d * o.d); }
  mul(o) { o = Q.of(o); return new Q(this.n * o.n, this.d * o.d); }
  neg() { return new Q(-this.n, this.d); }
  cmp(o) { o = Q.of(o); const l = this.n * o.d, r = o.n * this.d; return l < r ? -1 : l > r ? 1 : 0; }
  toNumber() { return Number(this.n) / Number(this.d); }
  toString() { return this.d === 1n ? `${this.n}` : `${this.n}/${this.d}`; }
}

// ---------------------------------------------------------------- printing

const KEYWORDS = new Set(['tree', 'max', 'min', 'chance', 'inf']);
const NAME_RE = /^[\p{L}_][\p{L}\p{N}_'-]*$/u;
const NUMBER_RE = /^-?[0-9]+(\.[0-9]+)?(\/[0-9]+(\.[0-9]+)?|%)?$/;

export function word(s) {
  s = String(s);
  if (NAME_RE.test(s) && !KEYWORDS.has(s) && !s.includes('->')) return s;
  return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
}
function edgeText(e) { return NUMBER_RE.test(String(e)) ? String(e) : word(e); }

export function num(x) {
  if (x === Infinity) return '+inf';
  if (x === -Infinity) return '-inf';
  if (x === '?') return '?';
  return String(x);
}
export function val(x) {
  if (Array.isArray(x)) return '(' + x.map(num).join(', ') + ')';
  return num(x);
}

function isBareLeaf(n) {
  return !n.children && n.ref === undefined && n.label === undefined && n.anchor === undefined &&
    n.kind === undefined && n.edge === undefined && n.cut === undefined;
}

function headText(n, writeKind) {
  const parts = [];
  if (n.cut) parts.push(n.cut);
  if (n.outcome !== undefined) parts.push(word(n.outcome));
  if (n.edge !== undefined) parts.push(edgeText(n.edge), '->');
  if (n.ref !== undefined) { parts.push('*' + n.ref); return parts.join(' '); }
  const leaf = !n.children;
  if (leaf && n.label === undefined && n.anchor === undefined && !(writeKind && n.kind)) {
    parts.push(val(n.payoff));
    return parts.join(' ');
  }
  if (writeKind && n.kind) parts.push(n.kind);
  if (n.label !== undefined) parts.push(word(n.label));
  if (n.anchor !== undefined) parts.push('&' + n.anchor);
  if (leaf) parts.push('=' + val(n.payoff));
  else if (n.answer !== undefined) parts.push('=' + val(n.answer));
  if (n.window) parts.push(`<${num(n.window[0])}, ${num(n.window[1])}>`);
  if (n.estimate !== undefined) parts.push('~' + val(n.estimate));
  return parts.join(' ');
}

/** The node and its subtree as indented lines. */
export function printNode(n, indent = '  ', opts = {}) {
  const head = headText(n, opts.writeKind ?? true);
  if (!n.children) return [indent + head];
  if (n.inline || n.children.every(isBareLeaf) && n.children.length <= 6) {
    return [indent + head + ' [ ' + n.children.map((c) => val(c.payoff)).join(' ') + ' ]'];
  }
  const lines = [indent + head + ' ['];
  for (const c of n.children) {
    const sub = printNode(c, indent + '  ', opts);
    if (c.comment) sub[0] += '   # ' + c.comment;
    lines.push(...sub);
  }
  lines.push(indent + ']');
  return lines;
}

/** A whole `tree "name" { settings; root }` block. */
export function printTree(name, settings, root, opts = {}) {
  const lines = [`tree ${word(name)} {`];
  for (const [k, v] of settings) lines.push(`  ${k}: ${v}`);
  lines.push(...printNode(root, '  ', opts));
  lines.push('}');
  return lines.join('\n');
}

export function header(text) {
  return text.trim().split('\n').map((l) => (l.trim() === '' ? '#' : '# ' + l.replace(/^ {4}/, ''))).join('\n');
}

export function writeExample(file, text) {
  const path = resolve(repoRoot, 'examples', file);
  writeFileSync(path, text.endsWith('\n') ? text : text + '\n');
  console.log('wrote', path);
}

// ---------------------------------------------------------------- players

/**
 * Sets `player` on every node: 'max' / 'min' / 'chance' for two players, or the
 * player's index for n players, following language.md "Who moves".
 */
export function assignPlayers(root, { players = ['MAX', 'MIN'], rootPlayer } = {}) {
  const n = players.length;
  const index = (k) => {
    if (k === 'max') return 0;
    if (k === 'min') return 1;
    if (k.startsWith('@')) return players.indexOf(k.slice(1));
    throw new Error('kind ' + k);
  };
  const name = (i) => (n === 2 ? ['max', 'min'][i] : i);
  const walk = (node, mover) => {
    // mover: index of the player who would move here by rotation
    let here = mover;
    if (node.kind === 'chance') {
      node.player = 'chance';
      for (const c of node.children ?? []) walk(c, mover);
      return;
    }
    if (node.kind) here = index(node.kind);
    node.player = name(here);
    node.playerIndex = here;
    for (const c of node.children ?? []) walk(c, (here + 1) % n);
  };
  walk(root, rootPlayer === undefined ? 0 : rootPlayer);
}

// ---------------------------------------------------------------- solvers

/** Plain minimax / expectimax in MAX's view (exact: Q values). Sets node.value. */
export function expectimax(node) {
  if (!node.children) return (node.value = Q.of(node.payoff));
  const vs = node.children.map(expectimax);
  if (node.player === 'chance') {
    let s = new Q(0);
    node.children.forEach((c, i) => { s = s.add(parseProb(c.edge).mul(vs[i])); });
    return (node.value = s);
  }
  let best = 0;
  for (let i = 1; i < vs.length; i++) {
    const c = vs[i].cmp(vs[best]);
    if (node.player === 'max' ? c > 0 : c < 0) best = i;
  }
  node.best = best;
  return (node.value = vs[best]);
}

export function parseProb(e) {
  const s = String(e);
  if (s.endsWith('%')) return new Q(BigInt(s.slice(0, -1)), 100n);
  const [a, b] = s.split('/');
  return new Q(BigInt(a), BigInt(b ?? 1));
}

/** Max^n with the seed's tie rule (first wins) unless the tied child's move is `prefer`. */
export function maxn(node, prefer) {
  if (!node.children) return (node.value = node.payoff);
  const i = node.playerIndex;
  let best = null, bi = -1;
  node.children.forEach((c, k) => {
    const t = maxn(c, prefer);
    if (best === null || t[i] > best[i] || (t[i] === best[i] && prefer !== undefined && c.edge === prefer && node.children[bi].edge !== prefer)) {
      best = t; bi = k;
    }
  });
  node.best = bi;
  return (node.value = best);
}

/**
 * Fail-soft alpha-beta exactly as algorithms.md (MAX's view), with an optional depth
 * limit. Records on each node: calls, window (last call), value (last call), and on
 * never-called children of called nodes cut = '/'.
 */
export function alphabeta(root, { limit = Infinity, alpha = -Infinity, beta = Infinity } = {}) {
  const stats = { calls: 0, leafEvals: 0, cuts: 0 };
  const ab = (n, a, b, depth) => {
    stats.calls++;
    n.calls = (n.calls ?? 0) + 1;
    n.window = [a, b];
    if (!n.children || depth === limit) {
      stats.leafEvals++;
      if (!n.children) return (n.value = n.payoff);
      if (n.estimate === undefined) throw new Error('missing estimate at ' + n.label);
      return (n.value = n.estimate);
    }
    const isMax = n.player === 'max';
    let s = isMax ? -Infinity : Infinity;
    let best = null;
    for (let i = 0; i < n.children.length; i++) {
      const v = ab(n.children[i], a, b, depth + 1);
      if (isMax ? v > s : v < s) { s = v; best = i; }
      if (isMax) a = Math.max(a, s); else b = Math.min(b, s);
      if (a >= b) {
        for (const c of n.children.slice(i + 1)) if (!c.calls) { c.cut = '/'; stats.cuts++; }
        break;
      }
    }
    n.best = best;
    return (n.value = s);
  };
  const v = ab(root, alpha, beta, 0);
  return { value: v, ...stats };
}

/**
 * Negascout exactly as docs/algorithms.md (the lecture's `negascout`): values and windows in the view of the
 * player to move; records the last call's window and value, whether that call was a
 * scout call, re-searches, and cut marks ('/' or '//', by the parent's last call).
 */
export function negascout(root, { w = 1 } = {}) {
  const stats = { calls: 0, leafEvals: 0, researches: 0, researchAt: [] };
  const color = (n) => (n.player === 'max' ? 1 : -1);
  const ns = (n, a, b, scout) => {
    stats.calls++;
    n.calls = (n.calls ?? 0) + 1;
    n.window = [a, b];
    n.scout = scout;
    n.prunedAfter = undefined;
    if (!n.children) { stats.leafEvals++; return (n.value = color(n) * n.payoff); }
    let s = -Infinity, best = null;
    for (let i = 0; i < n.children.length; i++) {
      const c = n.children[i];
      let v;
      if (i === 0) v = -ns(c, -b, -a, scout);
      else {
        v = -ns(c, -a - w, -a, true);
        if (a < v && v < b) { stats.researches++; stats.researchAt.push(c); v = -ns(c, -b, -a, scout); }
      }
      if (v > s) { s = v; best = i; }
      a = Math.max(a, s);
      if (a >= b) { n.prunedAfter = i + 1; break; }
    }
    n.best = best;
    return (n.value = s);
  };
  const v = ns(root, -Infinity, Infinity, false);
  // cut marks: children never called under a called parent, kind by the parent's last call
  const mark = (n) => {
    if (!n.children || !n.calls) return;
    for (const c of n.children) {
      if (!c.calls) c.cut = n.scout ? '//' : '/';
      else mark(c);
    }
  };
  mark(root);
  return { value: v, ...stats };
}

/** Strips the solver's bookkeeping so a tree can be solved again. */
export function reset(node) {
  for (const k of ['calls', 'window', 'value', 'best', 'cut', 'scout', 'prunedAfter']) delete node[k];
  for (const c of node.children ?? []) reset(c);
}

/** Copies solver results into answers: `=v` (and `<a, b>` windows) on called internal nodes. */
export function annotate(node, { windows = false, values = true, skipRoot = false } = {}, isRoot = true) {
  if (!node.children) return;
  if (node.calls) {
    if (values && !(skipRoot && isRoot)) node.answer = node.value;
    if (!windows) delete node.window;
  } else delete node.window;
  for (const c of node.children) {
    if (!c.children) delete c.window;
    annotate(c, { windows, values, skipRoot }, false);
  }
}

/** The principal variation as move names (or child indices) along `best`. */
export function pv(node) {
  const out = [];
  while (node.children && node.best !== undefined && node.best !== null) {
    const c = node.children[node.best];
    out.push(c.edge ?? node.best);
    node = c;
  }
  return out;
}
