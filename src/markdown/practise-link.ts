/**
 * A block's *Practise* link in the Markdown preview: the block's tree opened in the playground
 * the user hosts (`gtree.markdown.playgroundUrl`, put on the block by the markdown-it plugin as
 * `data-playground`), the tree in the link's fragment as the playground's own Copy link makes it.
 * A tree too large for a link gets, instead of the link, the sentence that says why.
 */
import { encodeTree } from '../page/link';
import { practiseText } from './practise-text';

export async function addPractiseLink(out: HTMLElement, playground: string, source: string): Promise<void> {
  const link = await encodeTree(practiseText(source));
  if (!link.ok) {
    const note = document.createElement('p');
    note.className = 'gtree-practise';
    note.textContent = link.message;
    out.appendChild(note);
    return;
  }
  const anchor = document.createElement('a');
  anchor.href = `${playground.split('#')[0]}#${link.fragment}`;
  anchor.textContent = 'Practise';
  anchor.title = 'Open this tree in the gtree playground, to answer it in the picture';
  const line = document.createElement('p');
  line.className = 'gtree-practise';
  line.appendChild(anchor);
  out.appendChild(line);
}
