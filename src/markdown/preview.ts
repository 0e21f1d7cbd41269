/**
 * The Markdown preview's script (package.json `markdown.previewScripts`, dist/markdown/preview.js):
 * draws every ```gtree block the extension's markdown-it plugin left in the page
 * (src/extension/markdown/markdown-fence.ts: `div.gtree-block` with the fence's first line in
 * `data-info` and the source in `pre.gtree-source`). The preview replaces its content on
 * every edit and then fires `vscode.markdown.updateContent`: the blocks are drawn again then.
 */
import { blockContent } from './block-content';
import { drawBlock } from './block-drawing';
import { addPractiseLink } from './practise-link';
import { previewDiagramStyle } from './theme-style';

const STYLE_ID = 'gtree-diagram-style';

function drawAll(): void {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.head.appendChild(document.createElement('style'));
    style.id = STYLE_ID;
    style.textContent = previewDiagramStyle();
  }
  for (const block of Array.from(document.querySelectorAll<HTMLElement>('.gtree-block'))) drawOne(block);
}

function drawOne(block: HTMLElement): void {
  const info = block.dataset.info ?? '';
  const source = block.querySelector('pre.gtree-source')?.textContent ?? '';
  const key = `${info}\n${source}`;
  const old = block.querySelector<HTMLElement>(':scope > .gtree-output');
  // The preview keeps a block it did not change: its drawing stays.
  if (old && old.dataset.key === key) return;
  old?.remove();
  const out = drawBlock(document, blockContent(info, source));
  out.dataset.key = key;
  block.appendChild(out);
  const playground = block.dataset.playground;
  if (playground) void addPractiseLink(out, playground, source);
  block.classList.add('drawn');
}

/** Draws once a frame at most, whatever set it off: the page's load, the preview's event, or new content in the page. */
let pending = false;
function drawSoon(): void {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    drawAll();
  });
}

window.addEventListener('vscode.markdown.updateContent', drawSoon);
// The preview may put its content in after this script has run, without the event: watch for it too.
new MutationObserver(drawSoon).observe(document.documentElement, { childList: true, subtree: true });
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', drawSoon);
else drawSoon();
