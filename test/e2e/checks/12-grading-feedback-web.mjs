// The grading panel's Save feedback for every student… in the Web Worker extension host, as VS Code for the Web runs
// gtree: the page draws the marked sheets as on the desktop, but no process can be started, so no pdflatex: the SVG and
// Markdown files are written and the closing warning says why there are no PDFs. The steps and the marks checked are
// 12-grading-feedback's; screenshots test-artifacts/workbench/grading-feedback-*-web.png.
import { saveFeedback } from './12-grading-feedback.mjs';

export const workbench = { web: true };

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'grading feedback in the web extension host: the marked sheets and summaries saved, and why there are no PDFs',
    timeout: 360_000,
    run: (wb) => saveFeedback(wb, true),
  },
];
