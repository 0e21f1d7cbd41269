import * as vscode from 'vscode';
import { ALGORITHMS, displayNumber, formatValue, nodeName, nodeRecord, playerName, type GameNode, type Trace } from '../core';
import { nodeAt, treeAt, type Analyses } from './analysis';
import { isRun, type Runs } from './runs';

const TT_WORDS = {
  miss: 'miss (searched)',
  exact: 'exact hit',
  lower: 'lower-bound hit',
  upper: 'upper-bound hit',
  cutoff: 'hit that cut off the search',
} as const;

/** Hover over a node: what the latest run of its tree says about it, or a link to run it. */
export class NodeHover implements vscode.HoverProvider {
  constructor(
    private readonly analyses: Analyses,
    private readonly runs: Runs,
  ) {}

  provideHover(doc: vscode.TextDocument, position: vscode.Position): vscode.Hover | null {
    const offset = doc.offsetAt(position);
    const found = treeAt(this.analyses.of(doc), offset);
    const tree = found?.entry.model;
    if (!found || !tree || offset > found.entry.syntax.end) return null;
    const node = nodeAt(tree, offset);
    if (!node) return null;
    const range = new vscode.Range(doc.positionAt(node.syntax.start), doc.positionAt(node.syntax.end));
    const last = this.runs.current(doc, found.index);
    const md = new vscode.MarkdownString();
    md.appendMarkdown(`**${escape(nodeName(node))}** · ${playerLine(node, tree.settings.players.length, playerName(tree, node.player))}\n\n`);
    if (isRun(last) && last.outcome.ok) {
      md.appendMarkdown(describeNode(last.outcome.trace, node));
    } else {
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

function playerLine(node: GameNode, players: number, who: string): string {
  if (node.children.length === 0 && !node.target) return 'leaf';
  if (who === 'chance') return 'chance node';
  return players === 2 ? `${who.toUpperCase()} to move` : `${escape(who)} to move`;
}

/** The hover's body for a node in a run: value, window, bound, visits and order, cut, TT outcome. */
export function describeNode(trace: Trace, node: GameNode): string {
  const r = nodeRecord(trace, node);
  const lines: string[] = [];
  const algorithm = ALGORITHMS[trace.algorithm];
  if (r.visits === 0) {
    lines.push(
      r.cut
        ? `**Pruned** — ${r.cut === 'scout' ? 'a negascout (scout) cut, struck twice' : 'an alpha-beta cut, struck once'}: never visited.`
        : 'Never visited in this run.',
    );
  } else {
    const bound = r.bound && r.bound !== 'exact' ? ` (${r.bound} bound)` : '';
    lines.push(`Value **${escape(formatValue(r.value!))}**${bound}`);
    if (r.alpha !== undefined) lines.push(`Window at its last call: α = ${displayNumber(r.alpha)}, β = ${displayNumber(r.beta!)}`);
    lines.push(`Visited ${r.visits === 1 ? 'once' : `${r.visits} times`}, ${ordinal(r.order! + 1)} in visit order`);
    if (r.tt) lines.push(`Transposition table: ${TT_WORDS[r.tt]}`);
  }
  lines.push(`_${algorithm.title}, ${algorithm.maxView ? "values in MAX's view" : 'values from the view of the player to move'}_`);
  return lines.join('  \n');
}

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Labels come from the user's file: never let them become markdown or links. */
const escape = (s: string): string => s.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, '\\$&');
