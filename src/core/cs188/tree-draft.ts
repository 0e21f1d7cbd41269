import { rational } from '../model/rational';
import { word, type Draft, type DraftTree } from '../output/write-gtree';
import type { GraphTest } from './graph-test';
import type { Word } from './key-values';
import { roleAt, rotationAt, roundsText, type Occurrence } from './unfold';

/** What the tree is made of: the test, its unfolding, and the answers of a `.solution` beside it. */
export interface Unfolded {
  readonly test: GraphTest;
  /** The tree in pre-order. */
  readonly written: readonly Occurrence[];
  readonly answers: { readonly source: string; readonly cut: ReadonlySet<Occurrence>; readonly action: Word | null } | null;
}

/**
 * The unfolded test as a .gtree tree: each node labelled with its state, actions as move names
 * (below a chance layer, as the names of equally likely outcomes), the mover written where
 * the rotation would pick another, evaluations as payoffs of leaves and as estimates `~v` at
 * the depth limit, anchors and references for repeated positions, and the answers as cut marks.
 */
export function cs188ToDraft({ test, written, answers }: Unfolded, source: string): DraftTree {
  const limit = test.depth * test.agents;
  const anchors = anchorNames(written);
  const drafts = new Map<Occurrence, Draft>();
  for (let i = written.length - 1; i >= 0; i--) {
    const node = written[i];
    const parent = node.parent;
    // Below a chance layer the action names an outcome as likely as its siblings.
    const underChance = parent !== null && roleAt(test, parent.level) === 'chance';
    const edge: Draft = {
      ...(parent === null ? {} : underChance ? { outcome: node.action!, probability: rational(1n, BigInt(parent.children.length)) } : { move: node.action! }),
      ...(answers?.cut.has(node) ? { cut: 'alphabeta' as const } : {}),
    };
    if (node.target) {
      drafts.set(node, { ...edge, ref: anchors.get(node.target)! });
      continue;
    }
    const role = roleAt(test, node.level);
    const value = test.evaluation.get(node.state);
    drafts.set(node, {
      ...edge,
      ...(!node.end && role !== rotationAt(test, node.level) ? { kind: role } : {}),
      label: node.state,
      ...(anchors.has(node) ? { anchor: anchors.get(node)! } : {}),
      ...(node.end ? { payoff: value! } : { ...(node.level === limit ? { estimate: value! } : {}), children: node.children.map((c) => drafts.get(c)!) }),
    });
  }
  const settings: [string, string][] = [['algorithm', test.algorithm]];
  if (test.algorithm === 'alphabeta') settings.push(['prune', 'strict']);
  settings.push(['depth', String(limit)]);
  return { name: source, comment: headerComment(test, written, answers, source), settings, root: drafts.get(written[0])! };
}

/**
 * Each referenced node's anchor name, in pre-order: its state when that is a plain name, else
 * `k`; `_2`, `_3`… after a name already taken (the same state anchored at another level).
 */
function anchorNames(written: readonly Occurrence[]): Map<Occurrence, string> {
  const names = new Map<Occurrence, string>();
  const taken = new Set<string>();
  for (const node of written) {
    if (node.references === 0) continue;
    const base = word(node.state) === node.state ? node.state : 'k';
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    names.set(node, name);
  }
  return names;
}

function headerComment(test: GraphTest, written: readonly Occurrence[], answers: Unfolded['answers'], source: string): string[] {
  const chance = test.algorithm === 'expectimax';
  const layers =
    test.agents === 1
      ? 'One agent: MAX moves at every level.'
      : test.agents === 2
        ? `Agent 0 is MAX; agent 1 moves after it: ${chance ? 'a chance layer, each of its moves equally likely' : 'a MIN layer'}.`
        : `Agent 0 is MAX; agents 1 ${test.agents === 3 ? 'and' : 'to'} ${test.agents - 1} move after it in turn: ${chance ? 'chance layers, each move equally likely' : 'MIN layers'}.`;
  const lines = [
    `Imported by gtree from ${source}, a UC Berkeley CS188 game-tree test (GraphGameTreeTest, ${test.agent}).`,
    layers,
    `Each node is labelled with its state. The search depth, ${roundsText(test)}, is depth: ${test.depth * test.agents}.`,
    'Evaluations are the payoffs of win, lose and final states, and the estimates ~v where the depth limit stops the search.',
  ];
  if (written.some((n) => n.target)) {
    lines.push('A state reached again at the same level is the same position: written once, anchored &k, then referenced *k.');
  }
  if (written.some((n) => n.copy)) {
    lines.push("Where a reference could not say who moves (it takes the rotation's mover, and that must be its anchor's), the position is written out again.");
  }
  if (test.algorithm === 'alphabeta') lines.push('CS188 prunes only when a value passes the bound, never on equality: prune: strict.');
  if (answers) {
    lines.push(`Answers from ${answers.source}: a cut mark / on each edge into a state the search does not generate.`);
    if (answers.action) lines.push(`The search chooses the action ${answers.action.text} at the root.`);
  }
  return lines;
}
