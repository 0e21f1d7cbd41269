import * as vscode from 'vscode';
import {
  ALGORITHMS,
  CUT_WORDS,
  PRUNE_WORDS,
  bestLine,
  cutFacts,
  cutTest,
  starCutTest,
  starCutWords,
  conventionOf,
  displayNumber,
  displayValue,
  cmp,
  leafStyle,
  nodeName,
  nodeFacts,
  nodeSolutionLines,
  solveUnknown,
  ordinal,
  pathText,
  playerTitle,
  probabilityText,
  windowVerdict,
  CHANCE,
  type CutFacts,
  type GameNode,
  type GameTree,
  type Num,
  type Trace,
  type Value,
} from '../../core';
import { nodeAt, treeAt, type Analyses } from '../host/analysis';
import { isRun, type Runs } from '../host/runs';
import type { PracticeSheets } from '../practice/practice-sheets';
import { practiceLines } from '../practice/practice-hover';

const TT_WORDS = {
  miss: 'miss (searched)',
  exact: 'exact hit',
  lower: 'lower-bound hit',
  upper: 'upper-bound hit',
  cutoff: 'hit that cut off the search',
} as const;

/**
 * What the last look-up did. Every call looks up first, leaves too (the lecture's listing), but
 * only searched nodes are stored: a leaf's miss is the rule, and a miss at the depth limit is
 * answered by the estimate, not by a search.
 */
function tableWords(trace: Trace, node: GameNode, tt: keyof typeof TT_WORDS): string {
  if (tt !== 'miss') return TT_WORDS[tt];
  if (isLeaf(node)) return 'miss (leaves are never stored: the payoff is evaluated)';
  return trace.rec.expandedOf(node.id) ? TT_WORDS.miss : 'miss (the depth limit: the estimate is evaluated)';
}

/** Hover over a node: what the latest run of its tree says about it, or a link to run it. */
export class NodeHover implements vscode.HoverProvider {
  constructor(
    private readonly analyses: Analyses,
    private readonly runs: Runs,
    private readonly sheets: PracticeSheets,
  ) {}

  async provideHover(doc: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | null> {
    if (await this.analyses.cancelled(token)) return null;
    const offset = doc.offsetAt(position);
    const found = treeAt(this.analyses.of(doc), offset);
    const tree = found?.entry.model;
    if (!found || !tree || offset > found.entry.syntax.end) return null;
    const node = nodeAt(tree, offset);
    if (!node) return null;
    const range = new vscode.Range(doc.positionAt(node.syntax.start), doc.positionAt(node.syntax.end));
    // Practised: the givens and the student's own answers, never the run's.
    const sheet = this.sheets.sheet(doc, found.index);
    if (sheet !== null) {
      const md = new vscode.MarkdownString(`${titleOf(tree, node)}\n\n`);
      md.appendMarkdown(typeof sheet === 'string' ? escape(sheet) : practiceLines(sheet, node, doc.uri.toString(), found.index));
      md.isTrusted = { enabledCommands: ['gtree.practice.nextStep', 'gtree.practice.check'] };
      return new vscode.Hover(md, range);
    }
    const last = await this.runs.currentOffThread(doc, found.index, token);
    if (token.isCancellationRequested) return null;
    const md = new vscode.MarkdownString();
    md.appendMarkdown(`${titleOf(tree, node)}\n\n`);
    if (isRun(last) && last.outcome.ok) {
      md.appendMarkdown(describeNode(last.outcome.trace, node));
    } else {
      if (tree.unknown) {
        // No single run: the tree is solved over the unknown's range, as `gtree run` prints it.
        // Solved once per tree version (solveUnknown keeps it): hovering node after node asks again.
        const solved = solveUnknown(tree);
        if (solved.ok) return new vscode.Hover(md.appendMarkdown(nodeSolutionLines(solved.solution, node).map(escape).join('  \n')), range);
      }
      if (isRun(last)) md.appendMarkdown(`The last run failed: ${escape(last.outcome.ok ? '' : last.outcome.message)}\n\n`);
      const args = encodeURIComponent(JSON.stringify([doc.uri.toString(), found.index]));
      md.appendMarkdown(
        `[▶ Run ${ALGORITHMS[tree.settings.algorithm].title}](command:gtree.run?${args} "Run this tree") to see this node's value, window and visits.`,
      );
      md.isTrusted = { enabledCommands: ['gtree.run'] };
    }
    return new vscode.Hover(md, range);
  }
}

const isLeaf = (node: GameNode): boolean => node.children.length === 0 && !node.target;

/**
 * `**C** · MIN to move`, `**leaf 12 (a1 → 2nd)**`; under a chance node, the outcome's
 * name, if it has one, and its probability as the file writes it.
 */
function titleOf(tree: GameTree, node: GameNode): string {
  const parts = [`**${escape(nodeName(node))}**`];
  const payoff = node.payoff ?? node.payoffs;
  if (isLeaf(node)) {
    if (node.label && payoff !== null) parts.push(`leaf ${escape(displayValue(payoff, leafStyle(node)))}`);
  } else if (node.player === CHANCE) parts.push('chance node');
  else parts.push(`${escape(playerTitle(tree, node.player))} to move`);
  const title = parts.join(' · ');
  const probability = probabilityText(node);
  if (probability === null) return title;
  const outcome = node.outcome === null ? '' : `Outcome **${escape(node.outcome)}**, probability`;
  return `${title}  \n${outcome || 'Probability'} **${escape(probability)}**`;
}

/** The hover's body for a node in a run: value, window, bound, visits and order, cut, TT outcome. */
export function describeNode(trace: Trace, node: GameNode): string {
  const r = nodeFacts(trace, node);
  const tree = trace.tree;
  const lines: string[] = [];
  const algorithm = ALGORITHMS[trace.algorithm];
  if (r.visits === 0) {
    const cut = r.cut ? cutFacts(trace, node) : null;
    // Star1/Star2's own cuts are named as the replay names them, not as alpha-beta's.
    const words = cut?.star ? starCutWords(trace.algorithm, cut.star) : r.cut ? CUT_WORDS[r.cut] : null;
    lines.push(words ? `**Pruned** — ${words}: never visited.` : 'Never visited in this run.');
    if (cut) lines.push(cutLine(trace, cut));
  } else {
    lines.push(...valueLines(trace, node, r.value!, r.bound));
    if (r.alpha !== undefined) {
      const show = (v: Num): string => displayNumber(v, tree.numberStyle);
      lines.push(`Window at its last call: α = ${show(r.alpha)}, β = ${show(r.beta!)}`);
      const verdict = !Array.isArray(r.value) ? windowVerdict(tree, trace.algorithm, node, r.value as Num, r.alpha, r.beta!, show) : null;
      if (verdict) lines.push(verdict);
    }
    const line = bestLine(trace, node);
    if (line.length > 0) lines.push(`${node.parent ? 'Best line from here' : 'Principal variation'}: ${escape(pathText(line))}`);
    lines.push(`Visited ${r.visits === 1 ? 'once' : `${r.visits} times`}, ${ordinal(r.order! + 1)} in visit order`);
    if (r.tt) lines.push(`Transposition table: ${tableWords(trace, node, r.tt)}`);
  }
  lines.push(`_${algorithm.title}, ${escape(conventionOf(tree, trace.algorithm))}_`);
  return lines.join('  \n');
}

/** Where and by which rule the window closed: `Cut at **C**: α = 3 ≥ β = 3 (prune: on-equal cuts as soon as α ≥ β)`. */
function cutLine(trace: Trace, cut: CutFacts): string {
  const show = (v: Num): string => displayNumber(v, trace.tree.numberStyle);
  const test = !cut.window
    ? ''
    : cut.star
      ? `: ${starCutTest(cut.star, cut.window[0], cut.window[1], trace.prune, show)}`
      : `: ${cutTest(cut.window[0], cut.window[1], trace.prune, show)}`;
  return `Cut at **${escape(nodeName(cut.at))}**${test} (prune: ${trace.prune} ${PRUNE_WORDS[trace.prune]})`;
}

/**
 * A leaf's payoff is given, so it is exact whatever the window (the window only says whether
 * it fails high or low); an inner node's value may be a bound. In the negamax family a leaf
 * returns its payoff in the view of the player to move there.
 */
function valueLines(trace: Trace, node: GameNode, value: Value, bound: string | undefined): string[] {
  const payoff = node.payoff ?? node.payoffs;
  const style = trace.tree.numberStyle;
  if (isLeaf(node) && payoff !== null) {
    const lines = [`Payoff **${escape(displayValue(payoff, leafStyle(node)))}** — exact: a leaf's payoff is given, not searched`];
    if (!Array.isArray(value) && !Array.isArray(payoff) && cmp(value as Num, payoff as Num) !== 0) {
      lines.push(`${ALGORITHMS[trace.algorithm].title} returns it as **${displayValue(value, style)}**, ${playerTitle(trace.tree, node.player)}'s view`);
    }
    return lines;
  }
  const lines = [`Value **${escape(displayValue(value, style))}**${bound && bound !== 'exact' ? ` (${bound} bound)` : ''}`];
  const mean = chanceMean(trace, node);
  if (mean) lines.push(mean);
  return lines;
}

/** An expectimax chance node's value as the lecture computes it: `4/6 × 12 + 2/6 × (−3)`, probabilities as written. */
function chanceMean(trace: Trace, node: GameNode): string | null {
  if (node.player !== CHANCE || trace.algorithm !== 'expectimax') return null;
  const terms = node.children.map((c) => {
    const v = displayNumber(trace.rec.valueOf(c.id), trace.tree.numberStyle);
    return `${escape(probabilityText(c) ?? '?')} × ${v.startsWith('−') ? `(${v})` : v}`;
  });
  return `The mean of its outcomes: ${terms.join(' + ')}`;
}

/** Labels come from the user's file: never let them become markdown or links. */
export const escape = (s: string): string => s.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, '\\$&');
