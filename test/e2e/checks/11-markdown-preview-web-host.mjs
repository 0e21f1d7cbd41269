// The Markdown note's ```gtree blocks in VS Code for the Web: the markdown-it plugin runs in the browser's Web
// Worker extension host (gtree's `browser` entry), the preview's script in the preview's page.
import { notesInPreview } from './10-markdown-preview.mjs';

export const workbench = { web: true };

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: "a Markdown note's ```gtree blocks are drawn in the preview with gtree in the Web Worker extension host",
    timeout: 180_000,
    run: (wb) => notesInPreview(wb, 'markdown-preview-web-host'),
  },
];
