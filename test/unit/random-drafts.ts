import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { MAX, type GameNode } from '../../src/core';
import { rational } from '../../src/core/model/rational';
import { type SyntaxNode } from '../../src/core/language/syntax';
import { isBlank, isTuple, type BlankLiteral, type BoundLiteral, type ValueLiteral } from '../../src/core/language/literals';
import { exactText, payoffText, type Bound, type Draft, type Exact, type Kind } from '../../src/core/output/write-gtree';

/*
 * Random two-player trees as `Draft`s (the writer's input), using every part a node can have
 * in every combination: kind, label, anchor `&k`, reference `*k`, answer `=v` / `=?`, window
 * `<α, β>`, estimate `~h`, cut mark and move name. References are valid: each stands for an
 * anchor written before it, outside it, with the same player to move.
 */

/** What fast-check draws for one node; `toDraft` turns it into a valid Draft. */
interface Plan {
  readonly kind: 'max' | 'min' | null;
  readonly label: string | null;
  readonly anchor: boolean;
  /** For a leaf: become a reference to one of the anchors that fit, picked by this number. */
  readonly ref: number | null;
  readonly answer: Exact | '?' | null;
  readonly window: readonly [Bound, Bound] | null;
  readonly estimate: Exact | null;
  readonly cut: 'alphabeta' | 'scout' | null;
  readonly move: string | null;
  readonly payoff: Exact;
  readonly children: readonly Plan[] | null;
}

/** Names that read back bare, and some that must be quoted (keywords, spaces, digits). */
const NAMES = ['A', 'b1', 'Čvor', "B'", 'x-y', '_', 'max', 'inf', 'a b', '1', 'say "hi"'];

const exact: fc.Arbitrary<Exact> = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.tuple(fc.integer({ min: -40, max: 40 }), fc.constantFrom(2n, 3n, 4n, 5n, 8n)).map(([n, d]) => rational(BigInt(n), d)),
);

const bound: fc.Arbitrary<Bound> = fc.oneof(exact, fc.constantFrom<Bound>('?', -Infinity, Infinity));

const maybe = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(a, { nil: null });

const plan = (maxDepth: number): fc.Arbitrary<Plan> =>
  fc.letrec<{ node: Plan }>((tie) => ({
    node: fc.record({
      kind: maybe(fc.constantFrom<'max' | 'min'>('max', 'min')),
      label: maybe(fc.constantFrom(...NAMES)),
      anchor: fc.boolean(),
      ref: maybe(fc.nat(7)),
      answer: maybe(fc.oneof(exact, fc.constant<'?'>('?'))),
      window: maybe(fc.tuple(bound, bound)),
      estimate: maybe(exact),
      cut: maybe(fc.constantFrom<'alphabeta' | 'scout'>('alphabeta', 'scout')),
      move: maybe(fc.constantFrom(...NAMES)),
      payoff: exact,
      children: fc.oneof({ depthSize: 'small', maxDepth }, fc.constant(null), fc.array(tie('node'), { minLength: 1, maxLength: 3 })),
    }),
  })).node;

/** A random tree's root Draft; `estimates`: every inner node has one (what iterative deepening needs). */
export const randomDraft = (maxDepth = 4, estimates = false): fc.Arbitrary<Draft> => plan(maxDepth).map((p) => toDraft(estimates ? withEstimates(p) : p));

const withEstimates = (p: Plan): Plan => (p.children === null ? p : { ...p, estimate: p.estimate ?? p.payoff, children: p.children.map(withEstimates) });

function toDraft(root: Plan): Draft {
  let anchors = 0;
  /** Finished anchors (none is an ancestor of the nodes still to come in their subtree), with their player. */
  const done: { name: string; player: number }[] = [];
  const build = (p: Plan, player: number, isRoot: boolean): Draft => {
    // A leaf may stand for an earlier anchor with the same player to move.
    if (!isRoot && p.children === null && p.ref !== null) {
      const fits = done.filter((a) => a.player === player);
      if (fits.length > 0) return withEdge(p, { ref: fits[p.ref % fits.length].name });
    }
    const own = p.kind === null ? player : p.kind === 'max' ? 0 : 1;
    const anchor = p.anchor ? `k${anchors++}` : undefined;
    const children = p.children?.map((c) => build(c, 1 - own, false));
    if (anchor !== undefined) done.push({ name: anchor, player: own });
    const draft: Draft = {
      ...(p.kind !== null && { kind: p.kind as Kind }),
      ...(p.label !== null && { label: p.label }),
      ...(anchor !== undefined && { anchor }),
      ...(children ? { children, ...(p.answer !== null && { answer: p.answer }) } : { payoff: p.payoff }),
      ...(p.window !== null && { window: p.window }),
      ...(p.estimate !== null && { estimate: p.estimate }),
    };
    return isRoot ? draft : withEdge(p, draft);
  };
  return build(root, MAX, true);
}

/** The edge parts (cut mark, move) of a non-root node. */
const withEdge = (p: Plan, d: Draft): Draft => ({ ...d, ...(p.cut !== null && { cut: p.cut }), ...(p.move !== null && { move: p.move }) });

/**
 * Asserts that a node read back from the written text is the Draft it was written from: every
 * part, as written (numbers by their text), and each reference linked to its anchor.
 */
export function assertReadBack(draft: Draft, syntax: SyntaxNode, node: GameNode, where = 'root'): void {
  const eq = (actual: unknown, expected: unknown, what: string): void => assert.deepEqual(actual, expected, `${what} at ${where}`);
  eq(syntax.rare.cut?.mark, draft.cut, 'cut');
  eq(syntax.edge?.text, draft.move ?? (draft.probability === undefined ? undefined : exactText(draft.probability)), 'edge');
  if (draft.ref !== undefined) {
    eq(syntax.rare.ref?.text, draft.ref, 'reference');
    eq(node.target?.anchor, draft.ref, 'the anchor a reference stands for');
    return;
  }
  eq(syntax.rare.ref, null, 'reference');
  eq(syntax.rare.kind?.kind, draft.kind, 'kind');
  eq(syntax.label?.text, draft.label, 'label');
  eq(syntax.rare.anchor?.text, draft.anchor, 'anchor');
  const value = draft.children ? draft.answer : draft.payoff;
  eq(syntax.value === null ? undefined : literalText(syntax.value), value === undefined || value === '?' ? value : payoffText(value), 'value');
  const read = (b: BoundLiteral): number | '?' => b.value ?? '?';
  const written = (b: Bound): number | '?' => (typeof b === 'object' ? Number(b.num) / Number(b.den) : b);
  eq(syntax.rare.window && [read(syntax.rare.window.alpha), read(syntax.rare.window.beta)], draft.window?.map(written) ?? null, 'window');
  eq(syntax.estimate === null ? undefined : literalText(syntax.estimate), draft.estimate === undefined ? undefined : payoffText(draft.estimate), 'estimate');
  eq(syntax.children?.length, draft.children?.length, 'children');
  draft.children?.forEach((c, i) => assertReadBack(c, syntax.children![i], node.children[i], `${where}.${i}`));
}

function literalText(v: ValueLiteral | BlankLiteral): string {
  if (isBlank(v)) return '?';
  return isTuple(v) ? `(${v.items.map((i) => i.raw).join(', ')})` : v.raw;
}
