import { ALGORITHMS } from '../../search/catalog';
import type { Trace } from '../../search/trace';
import { isBlank } from '../../language/literals';
import { plural } from '../../text/words';
import { describeSummary } from './answers';
import { Counts, isInner, rightMinusExtra, sumTallies, type SheetVerdicts, type Tally, type Verdict } from './verdicts';

/**
 * A practised sheet counted over its own answer slots: every inner node's value, and its window
 * for an algorithm that passes windows, searched or not; and every pruned edge's cut mark.
 * Each slot is right, wrong or blank (they add up to the total); a mark or answer written where
 * the sheet has no slot (a cut mark on an edge that is not pruned, a window on a leaf) is extra,
 * counted apart.
 *
 * A slot inside a subtree the run never searches asks for nothing, and a student must not learn
 * that from the counts before finding the cut: it is blank while empty, wrong when written, and
 * right once empty under a cut mark judged right (marking the cut is the answer for the whole
 * subtree). Where no cut is to mark above it (the search stops at its depth), an empty slot is right.
 */
export interface SheetSlots {
  readonly values: Tally;
  readonly windows: Tally;
  readonly cuts: Tally;
  /** The value and window slots with nothing written (a window: not both bounds), judged or not: the blanks before Check. */
  readonly empty: { readonly values: number; readonly windows: number };
}

/** The sheet's slots judged: `sheet` is judgeSheet of `trace`. */
export function judgeSlots(trace: Trace, sheet: SheetVerdicts): SheetSlots {
  const windowed = ALGORITHMS[trace.algorithm].windowed;
  const values = new SlotCounts();
  const windows = new SlotCounts();
  const nodes = trace.tree.allNodes();
  // The verdict of the cut above each unsearched node's subtree (pre-order: a parent before its children); undefined for a searched node.
  const cover: (Verdict | null | undefined)[] = new Array(nodes.length);
  for (const node of nodes) {
    const verdicts = sheet.nodes[node.id];
    const searched = trace.rec.visitsOf(node.id) > 0;
    if (!searched) cover[node.id] = node.parent && cover[node.parent.id] !== undefined ? cover[node.parent.id] : verdicts.cut;
    if (!isInner(node)) {
      // A window on a leaf, or on any node for an algorithm without windows: no slot, an extra answer.
      if (verdicts.window === 'extra') windows.extra++;
      continue;
    }
    const s = node.syntax;
    const valueWritten = s.value !== null && !isBlank(s.value);
    values.slot(searched ? verdicts.value : pruned(valueWritten, cover[node.id]), !valueWritten);
    const bounds = s.rare.window === null ? 0 : Number(s.rare.window.alpha.value !== null) + Number(s.rare.window.beta.value !== null);
    if (windowed) windows.slot(searched ? verdicts.window : pruned(bounds > 0, cover[node.id]), bounds < 2);
    else if (verdicts.window === 'extra') windows.extra++;
  }
  return { values: values.tally(), windows: windows.tally(), cuts: sheet.cuts, empty: { values: values.empty, windows: windows.empty } };
}

/** A slot in a subtree the run never searches: see SheetSlots. */
function pruned(written: boolean, cut: Verdict | null | undefined): Verdict {
  if (written) return 'wrong';
  return cut === 'right' || cut === null ? 'right' : 'blank';
}

/** Every slot is asked, so its total is right + wrong + blank; `empty` counts those blank in the text. */
class SlotCounts extends Counts {
  empty = 0;

  slot(verdict: Verdict | null, empty: boolean): void {
    if (empty) this.empty++;
    // A searched inner node's answer is asked: its verdict is never null or extra.
    this.add(verdict === 'right' || verdict === 'wrong' ? verdict : 'blank', true);
  }
}

/** All the slots together, for the diagram's header. */
export function allSlots(slots: SheetSlots): Tally {
  return sumTallies([slots.values, slots.windows, slots.cuts]);
}

/**
 * The slots as a student sees them before their answers are judged: how many are written, never
 * which are right. Cut marks fill the cut slots in the order they are made, whatever edges they
 * are on, so the counts say nothing of which edges are pruned; marks beyond the number of cuts are extra.
 */
export function unjudged(slots: SheetSlots, marks: number): SheetSlots {
  // A window on a leaf is extra only when it differs from the run's there: unjudged, it is not said.
  const written = (t: Tally, empty: number): Tally => ({ right: 0, wrong: 0, blank: empty, total: t.total, extra: 0 });
  const cuts = slots.cuts.total;
  return {
    values: written(slots.values, slots.empty.values),
    windows: written(slots.windows, slots.empty.windows),
    cuts: { right: 0, wrong: 0, blank: Math.max(0, cuts - marks), total: cuts, extra: Math.max(0, marks - cuts) },
    empty: slots.empty,
  };
}

/** How many cut marks are written in the tree. */
export const cutMarks = (trace: Trace): number => trace.tree.allNodes().reduce((n, node) => n + (node.syntax.rare.cut ? 1 : 0), 0);

const extraText = (n: number): string => (n === 0 ? '' : `${n} extra`);

/**
 * The diagram header's words: "12 right, 1 wrong, 8 blank of 21" (unchecked: "13 written, 8 blank
 * of 21"), and ", 1 extra" when there are extras; checked, the extras' cost by grading's rule
 * (", 1 extra: 11 points"), so practice never looks better than the grade would.
 */
export function slotsHeaderText(slots: SheetSlots, checked: boolean): string {
  const all = allSlots(slots);
  const counts = checked
    ? `${all.right} right, ${all.wrong} wrong, ${all.blank} blank of ${all.total}`
    : `${all.total - all.blank} written, ${all.blank} blank of ${all.total}`;
  const extras = checked && all.extra > 0 ? `${extraText(all.extra)}: ${plural(rightMinusExtra(all), 'point')}` : extraText(all.extra);
  return [counts, extras].filter(Boolean).join(', ');
}

/**
 * The status bar's words: checked, each kind right / wrong / blank of its slots ("3 of 10
 * values right, 1 wrong, 6 blank; …; 1 extra mark"); before that, how many of each are written.
 */
export function slotsStatusText(slots: SheetSlots, checked: boolean): string {
  const extra = allSlots(slots).extra;
  const extras = extra === 0 ? [] : [`${plural(extra, 'extra mark')} where nothing is asked`];
  if (checked) {
    // describeSummary counts extras with the wrong ones; here they are said apart.
    const apart = (t: Tally): Tally => ({ ...t, extra: 0 });
    return [describeSummary({ values: apart(slots.values), windows: apart(slots.windows), cuts: apart(slots.cuts) }), ...extras].filter(Boolean).join('; ');
  }
  const written = (t: Tally, what: string): string[] =>
    t.total === 0 ? [] : [`${t.total - t.blank} of ${t.total} ${what}${t.total === 1 ? '' : 's'} written`];
  return [...written(slots.values, 'value'), ...written(slots.windows, 'window'), ...written(slots.cuts, 'cut mark'), ...extras].join('; ');
}
