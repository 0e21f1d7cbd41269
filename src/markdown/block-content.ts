/**
 * What a ```gtree block of a note shows, as data: each tree's diagram (annotated by a run
 * of its algorithm, or the fence's, or blanked as an exercise sheet), or the block's
 * problems located within the block. Runs in the preview's page, and only for a block
 * the preview shows.
 */
import { checkText, diagramOf, run, type DiagramModel } from '../core';
import { blankDiagram } from '../core/diagram/blank-diagram';
import { STAND_IN_MAX_DEPTH, STAND_IN_MAX_NODES } from '../render/tidy-layout';
import { parseFenceOptions } from './fence-options';

/** A problem of the block: its message and where it is (1-based, counted from the block's first line), when it has a place. */
export interface BlockProblem {
  readonly message: string;
  readonly line: number | null;
  readonly column: number | null;
}

export type BlockContent =
  { readonly ok: true; readonly diagrams: readonly DiagramModel[] } | { readonly ok: false; readonly problems: readonly BlockProblem[] };

export function blockContent(info: string, source: string): BlockContent {
  const options = parseFenceOptions(info);
  if (!options.ok) return { ok: false, problems: [{ message: options.message, line: null, column: null }] };
  const checked = checkText(source);
  const at = (offset: number): { line: number; column: number } => {
    const p = checked.lines.position(offset);
    return { line: p.line + 1, column: p.character + 1 };
  };
  const errors = checked.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { ok: false, problems: errors.map((d) => ({ message: d.message, ...at(d.span.start) })) };
  if (checked.trees.length === 0) return { ok: false, problems: [{ message: 'The block holds no tree.', line: null, column: null }] };
  const diagrams: DiagramModel[] = [];
  const problems: BlockProblem[] = [];
  for (const { model } of checked.trees) {
    if (!model) continue;
    // A note draws with the tidy tree (block-drawing.ts), which lays out only so much: a larger tree is not even run.
    if (model.size > STAND_IN_MAX_NODES || model.allNodes().some((n) => n.depth > STAND_IN_MAX_DEPTH)) {
      problems.push({ message: tooLarge(model.name ?? `tree ${model.index}`, model.size), ...at(model.root.syntax.start) });
      continue;
    }
    const outcome = run(model, { algorithm: options.options.algorithm ?? undefined, events: false });
    if (!outcome.ok) {
      problems.push({ message: outcome.message, ...at((outcome.node ?? model.root).syntax.start) });
      continue;
    }
    const diagram = diagramOf(model, outcome.trace);
    diagrams.push(options.options.blank ? blankDiagram(diagram) : diagram);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, diagrams };
}

/** The message for a tree a note does not draw. */
export const tooLarge = (title: string, nodes: number): string =>
  `'${title}' has ${nodes} nodes: a note draws trees of up to ${STAND_IN_MAX_NODES} nodes and ${STAND_IN_MAX_DEPTH} levels. Open it in gtree's diagram panel, or export it with \`gtree export --format svg\`.`;
