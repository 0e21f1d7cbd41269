/**
 * The grading panel's feedback, drawn in the page (the extension host draws nothing): each
 * student's marked sheet through the drawing pipeline with the tidy layout (as the class view
 * and the Markdown preview draw), its ✓ and ✗ (render/feedback-marks.ts) and its heading, made
 * into the same two files `gtree grade --feedback` makes (render/sheet-file.ts): SVG text, and
 * the TikZ the host compiles to the PDF. Nothing is shown: the drawing never enters the page.
 */
import type { FeedbackDrawing } from '../core/diagram/feedback-files';
import { feedbackDecoration } from '../render/feedback-marks';
import { drawWhole } from '../render/pipeline';
import { fileLayers, sheetFiles } from '../render/sheet-file';
import { newSvg } from '../render/svg-document';
import { tidyLayout } from '../render/tidy-layout';
import type { DrawnFeedback } from '../shared/grade-messages';

/** Each drawing as files, in order; one that cannot be drawn (too large for the tidy layout, or failing) says why, the others are still drawn. */
export function drawFeedback(doc: Document, drawings: readonly FeedbackDrawing[]): DrawnFeedback[] {
  return drawings.map((drawing) => {
    try {
      return drawOne(doc, drawing);
    } catch (e) {
      return { name: drawing.name, problem: `it could not be drawn: ${e instanceof Error ? e.message : String(e)}` };
    }
  });
}

function drawOne(doc: Document, { name, heading, sheet }: FeedbackDrawing): DrawnFeedback {
  const decorate = feedbackDecoration(sheet);
  const viewport = newSvg(doc, 'g', {});
  const scene = drawWhole(viewport, sheet.diagram, tidyLayout, decorate.room);
  if (!scene) return { name, problem: `its tree has too many nodes to draw here (${sheet.diagram.nodes.length}): gtree grade --feedback draws it` };
  const files = sheetFiles(doc, sheet.diagram, fileLayers(doc, viewport, scene, heading, decorate), decorate.style);
  return { name, svg: `${new XMLSerializer().serializeToString(files.svg as unknown as Node)}\n`, tikz: files.tikz };
}
