/**
 * What a sheet page carries (in a `script#gtree-sheet` of type application/json, never run):
 * the file's text as given, which tree to show, and whether the student answers in it. The
 * writer (page-html.ts) and the page's reader share this shape. No DOM here.
 */
import { applyEdits, blankSheet, hasBlanks, type GameTree } from '../core';
import { STAND_IN_MAX_DEPTH, STAND_IN_MAX_NODES } from '../render/tidy-layout';
export interface SheetData {
  /** The file name the answers are downloaded as (`sheet.gtree`). */
  readonly name: string;
  /** The whole file as the teacher gave it: the answers are written into it. */
  readonly text: string;
  readonly tree: number;
  readonly practice: boolean;
  /** A playground: the text pane beside the diagram, and the link that carries the tree. */
  readonly playground: boolean;
}

/**
 * What the page of tree `index` of a file carries (the CLI's export and the extension's are the
 * same): a tree with blanks is a sheet; `practice` makes any tree one, its answers and cut marks
 * taken out of the page's copy of the text (gtree blank's rewrite), so the page holds no
 * solution. `elk`: the page needs ELK's layout worker (a tree the tidy layout does not cover,
 * or the playground, where any tree may be typed); else the tidy layout's small one will do.
 */
export function sheetData(
  file: { readonly name: string; readonly text: string },
  index: number,
  tree: GameTree,
  options: { readonly practice: boolean; readonly playground: boolean },
): { readonly data: SheetData; readonly elk: boolean } {
  const blanks = hasBlanks(tree);
  const practice = options.practice || blanks;
  const text = practice && !blanks ? applyEdits(file.text, blankSheet(tree, file.text)) : file.text;
  const nodes = tree.allNodes();
  const tidy = nodes.length <= STAND_IN_MAX_NODES && nodes.every((n) => n.depth <= STAND_IN_MAX_DEPTH);
  return { data: { name: file.name, text, tree: index, practice, playground: options.playground }, elk: options.playground || !tidy };
}

/** The data read back from the page, or why it is not a sheet (a hand-edited page, a truncated upload). */
export function readSheetData(json: string | null | undefined): SheetData | string {
  if (!json) return 'This page has no game tree in it.';
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return 'The game tree in this page is damaged (not JSON).';
  }
  const d = data as Partial<Record<keyof SheetData, unknown>> | null;
  if (!d || typeof d !== 'object' || typeof d.text !== 'string' || typeof d.name !== 'string') return 'The game tree in this page is damaged.';
  const tree = typeof d.tree === 'number' && Number.isInteger(d.tree) && d.tree >= 0 ? d.tree : 0;
  return { name: d.name, text: d.text, tree, practice: d.practice === true, playground: d.playground === true };
}

/**
 * The key a sheet's answers are kept under in the browser: a hash of the text as given and the
 * tree, so two sheets never share answers and the same sheet exported again finds them.
 */
export function storageKey(data: Pick<SheetData, 'text' | 'tree'>): string {
  // FNV-1a, 2 × 32 bits over the UTF-16 code units: enough to tell a course's sheets apart.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ data.tree;
  for (let i = 0; i < data.text.length; i++) {
    const c = data.text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `gtree-sheet:${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}:${data.tree}`;
}
