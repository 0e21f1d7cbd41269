import { CHANCE, type GameNode, type GameTree } from '../../model/model';
import type { GradedSheet } from './grade';
import type { GradingKey } from './grading-key';
import type { Verdict } from '../checking/verdicts';

/*
 * What a class misses, by kind of step rather than by node: the variants' trees differ, so only
 * the kinds add up across them. A lecturer reads "windows after a cut: 40% missed" as the part
 * of the lecture to go over again.
 */

/** One kind of step across the course: the answers of that kind asked of the graded sheets, and how they came out. */
export interface StepKindCount {
  /** `values at MAX nodes`, `windows after a cut`, `cuts of whole subtrees`, …. */
  readonly kind: string;
  readonly asked: number;
  readonly right: number;
  readonly wrong: number;
  readonly blank: number;
}

/** The kinds in the order a summary lists them (those never asked are left out). */
const ORDER = [
  'values at MAX nodes',
  'values at MIN nodes',
  'values at chance nodes',
  'windows before any cut',
  'windows after a cut',
  'cuts of leaves',
  'cuts of whole subtrees',
];

/** Per kind of step, the answers of every graded tree of every sheet, each judged against its own variant's key. */
export function stepKinds(graded: readonly { readonly key: GradingKey; readonly sheet: GradedSheet }[]): StepKindCount[] {
  const counts = new Map<string, { asked: number; right: number; wrong: number; blank: number }>();
  const add = (kind: string, verdict: Verdict | null): void => {
    if (verdict === null || verdict === 'extra') return;
    const c = counts.get(kind) ?? { asked: 0, right: 0, wrong: 0, blank: 0 };
    c.asked++;
    c[verdict]++;
    counts.set(kind, c);
  };
  for (const { key, sheet } of graded) {
    key.trees.forEach((k, i) => {
      const verdicts = sheet.verdicts[i];
      if (!verdicts) return;
      const firstCut = k.trace.cuts.findIndex((c) => c !== 0);
      for (const node of k.tree.allNodes()) {
        const v = verdicts.nodes[node.id];
        add(valueKind(k.tree, node), v.value);
        add(firstCut >= 0 && node.id > firstCut ? 'windows after a cut' : 'windows before any cut', v.window);
        add(node.children.length === 0 && !node.target ? 'cuts of leaves' : 'cuts of whole subtrees', v.cut);
      }
    });
  }
  const rank = (kind: string): number => (ORDER.includes(kind) ? ORDER.indexOf(kind) : ORDER.length);
  return [...counts.entries()].sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)).map(([kind, c]) => ({ kind, ...c }));
}

/** The kind of a node's value: by who moves there (MAX, MIN, chance, or a player's name with three or more). */
function valueKind(tree: GameTree, node: GameNode): string {
  if (node.player === CHANCE) return 'values at chance nodes';
  const players = tree.settings.players;
  if (players.length === 2) return node.player === 0 ? 'values at MAX nodes' : 'values at MIN nodes';
  return `values at ${players[node.player]}'s nodes`;
}

/** A kind's line: `windows after a cut: 9 of 30 missed (30%), 6 wrong, 3 blank`. */
export function stepKindText(c: StepKindCount): string {
  const missed = c.wrong + c.blank;
  const share = c.asked === 0 ? 0 : Math.round((1000 * missed) / c.asked) / 10;
  return `${c.kind}: ${missed} of ${c.asked} missed (${share}%), ${c.wrong} wrong, ${c.blank} blank`;
}
