import type { GameNode } from '../../model/model';
import { stepText } from '../../output/notation';
import type { GradingKey } from './grading-key';
import { placeOf } from './givens';
import { isInner, type NodeVerdicts, type SheetVerdicts, type Verdict } from '../checking/verdicts';
import { ALGORITHMS } from '../../search/catalog';

/** How many submissions got one answer right, wrong or left blank, or wrote one where none is asked (extra). */
export interface AnswerCounts {
  /** Whether the key asks this answer; if not, every answer written there is extra. */
  readonly asked: boolean;
  readonly right: number;
  readonly wrong: number;
  readonly blank: number;
  readonly extra: number;
}

/** One node of a key tree across the class: its value, its window and the cut of the edge above it. */
export interface NodeClassCounts {
  /** The key's node id (pre-order, as the diagram numbers its nodes). */
  readonly id: number;
  /** How the text names the node: its label, else its path from the root. */
  readonly node: string;
  /** How the text names the edge above it: `B → 2nd`; null at the root. */
  readonly edge: string | null;
  /** null where no submission was asked or wrote anything of that kind. */
  readonly value: AnswerCounts | null;
  readonly window: AnswerCounts | null;
  readonly cut: AnswerCounts | null;
}

/** One submission's answers and marks on a key tree where the key asks nothing: each costs it a point. */
export interface ExtraMarks {
  readonly file: string;
  readonly marks: number;
  /** Where, in pre-order: `cut on C2 → 2nd`, `value of B2`. */
  readonly where: readonly string[];
}

/** One key tree across the class: what the class view draws on the key's diagram. */
export interface TreeClassSummary {
  readonly name: string | null;
  /** The tree's position in the key, from 0. */
  readonly index: number;
  /** Submissions whose tree was graded: the class the counts are of. */
  readonly graded: number;
  /** The nodes with something asked or answered, in pre-order. */
  readonly nodes: readonly NodeClassCounts[];
  /**
   * The graded submissions with extra marks on this tree, the most first (then in the class's
   * order): apart from the nodes' counts, so that one sheet marking every edge is one line.
   */
  readonly extras: readonly ExtraMarks[];
  /** The key has an unknown leaf: its cut marks carry conditions, and a wrong mark is most often a wrong condition. */
  readonly unknown?: boolean;
}

/** What summarizeClass reads of a graded submission. */
export interface ClassSheet {
  readonly grade: { readonly file: string };
  readonly verdicts: readonly (SheetVerdicts | null)[];
}

type Kind = 'value' | 'window' | 'cut';
const KINDS: readonly Kind[] = ['value', 'window', 'cut'];

/** Per key tree, how many graded submissions got each node's value and window, and each edge's cut, right, wrong or blank. */
export function summarizeClass(key: GradingKey, sheets: readonly ClassSheet[]): TreeClassSummary[] {
  return key.trees.map((k, index) => {
    const judged = sheets.map((s) => s.verdicts[index]).filter((v) => v != null);
    const extras = sheets
      .flatMap((s) => {
        const v = s.verdicts[index];
        const where = v ? extraPlaces(k.tree.allNodes(), v) : [];
        return where.length > 0 ? [{ file: s.grade.file, marks: where.length, where }] : [];
      })
      .sort((a, b) => b.marks - a.marks);
    const windowed = ALGORITHMS[k.trace.algorithm].windowed;
    const counts = k.asked.nodes.map((_, id) => {
      const node = k.tree.node(id);
      const value = isInner(node) && k.trace.rec.visitsOf(id) > 0;
      // A key with an unknown has no single run: it asks what it answers (see readKey).
      const asked = k.tree.unknown
        ? { value: k.asked.nodes[id].value !== null, window: false, cut: k.asked.nodes[id].cut !== null }
        : { value, window: value && windowed, cut: k.trace.cuts[id] !== 0 };
      return countsAt(
        asked,
        judged.map((j) => j.nodes[id]),
      );
    });
    const nodes = counts.flatMap((c, id) => (c ? [{ id, node: placeOf(k.tree.node(id)), edge: edgeOf(k.tree.node(id)), ...c }] : []));
    return { name: k.tree.name, index, graded: judged.length, nodes, extras, ...(k.tree.unknown ? { unknown: true } : {}) };
  });
}

/** The node's counts, or null when nothing is asked of it and no one wrote anything there. The key asks what the judge counts in its totals. */
function countsAt(asked: Record<Kind, boolean>, answers: readonly NodeVerdicts[]): Record<Kind, AnswerCounts | null> | null {
  const out = {} as Record<Kind, AnswerCounts | null>;
  let any = false;
  for (const kind of KINDS) {
    const verdicts = answers.map((a) => a[kind]);
    const seen = asked[kind] || verdicts.some((v) => v !== null);
    out[kind] = seen ? tally(asked[kind], verdicts) : null;
    any ||= seen;
  }
  return any ? out : null;
}

function tally(asked: boolean, verdicts: readonly (Verdict | null)[]): AnswerCounts {
  const n = { asked, right: 0, wrong: 0, blank: 0, extra: 0 };
  for (const v of verdicts) if (v !== null) n[v]++;
  return n;
}

/** Where a sheet's extra marks are, in pre-order. */
function extraPlaces(nodes: readonly GameNode[], sheet: SheetVerdicts): string[] {
  const out: string[] = [];
  for (const node of nodes) {
    const v = sheet.nodes[node.id];
    if (v.value === 'extra') out.push(`value of ${placeOf(node)}`);
    if (v.window === 'extra') out.push(`window of ${placeOf(node)}`);
    if (v.cut === 'extra') out.push(`cut on ${edgeOf(node)}`);
  }
  return out;
}

const edgeOf = (node: GameNode): string | null => (node.parent ? `${placeOf(node.parent)} → ${stepText(node)}` : null);
