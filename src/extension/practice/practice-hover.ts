import { ALGORITHMS, MARK_TEXT, type GameNode, type Verdict } from '../../core';
import type { PractisedSheet } from './practice-sheets';

/** An answer where nothing is asked is wrong to the student: the hint says why. */
const VERDICT_WORDS: Record<Verdict, string> = { right: '✓ right', wrong: '✗ wrong', blank: 'blank', extra: '✗ wrong' };

/**
 * The hover's body on a practised tree: the student's own answers at the node, judged once
 * they are checked, and the way to the next step. Nothing the run computed: no value, window,
 * cut or visit order that the student has not written.
 */
export function practiceLines(sheet: PractisedSheet, node: GameNode, uri: string, treeIndex: number): string {
  const s = node.syntax;
  const judged = sheet.verdicts.nodes[node.id] ?? null;
  const source = s.source;
  const said = (verdict: Verdict | null | undefined): string => (verdict === 'blank' || !verdict ? '' : sheet.checked ? ` — ${VERDICT_WORDS[verdict]}` : '');
  const lines: string[] = [];
  const inner = s.openBracket !== null && s.rare.ref === null;
  if (inner && s.value) {
    const written = source.slice(s.value.start, s.value.end).replace(/^=\s*/, '');
    lines.push(written === '?' ? 'Your value: blank' : `Your value: \`${written}\`${said(judged?.value)}`);
  }
  if (inner && s.rare.window && ALGORITHMS[sheet.trace.algorithm].windowed) {
    const written = source.slice(s.rare.window.start, s.rare.window.end);
    lines.push(
      s.rare.window.alpha.value === null && s.rare.window.beta.value === null ? 'Your window: blank' : `Your window: \`${written}\`${said(judged?.window)}`,
    );
  }
  if (s.rare.cut) lines.push(`Your cut mark on this edge: \`${MARK_TEXT[s.rare.cut.mark === 'scout' ? 2 : 1]}\`${said(judged?.cut)}`);
  if (lines.length > 0 && !sheet.checked) lines.push('_Checked when you press Check._');
  const args = encodeURIComponent(JSON.stringify([uri, treeIndex]));
  const links = [`[Next step](command:gtree.practice.nextStep?${args} "What to work out next, and why")`];
  if (!sheet.checked) links.push(`[Check](command:gtree.practice.check?${args} "Check the answers written so far")`);
  lines.push(`_Practising ${ALGORITHMS[sheet.trace.algorithm].title}:_ ${links.join(' · ')}`);
  return lines.join('  \n');
}
