/**
 * What a Markdown block's *Practise* link carries (practise-link.ts). No DOM here: the unit
 * tests run it in Node.
 */
import { blankFile, checkText, hasBlanks } from '../core';

/**
 * The text the link carries: a sheet to answer. A block with a blank is one already; any other
 * (a lecture's solved tree, an exercise drawn with `blank`) has its answers and cut marks taken
 * out, as `gtree blank` does, so that Practise never opens on the solution. A block with
 * errors goes as it is: the playground shows them.
 */
export function practiseText(source: string): string {
  if (checkText(source).trees.some((t) => t.model !== null && hasBlanks(t.model))) return source;
  const sheet = blankFile(source);
  return sheet.ok ? sheet.text : source;
}
