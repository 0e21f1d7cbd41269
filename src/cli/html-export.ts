/**
 * `gtree export FILE --format html [--tree T] [--practice] [--playground] [-o OUT.html]`: the
 * self-contained page (src/page/). A tree with blanks is a sheet the student answers in the
 * picture; `--practice` makes a solved tree one; otherwise the page shows the run with its
 * replay (page-data.ts: sheetData). The page carries the tidy layout's worker when the tree is
 * within its limits, ELK's (1.5 MB) otherwise and in the playground, where any tree may be typed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkText, findTree } from '../core';
import { sheetData } from '../page/page-data';
import { pageHtml } from '../page/page-html';
import { UsageError, type ParsedArgs } from './args';
import { readOrSay } from './files';
import type { Output } from './output';
import { emitText } from './print-or-write';
import { loadTree } from './tree-file';

/** Flags the page has no use for: it runs the tree as written, and draws it itself. */
const NOT_FOR_HTML = ['algorithm', 'depth', 'fail', 'iteration', 'snippet', 'theme-ink', 'blank', 'key'];

/** A built file of the page (`page/sheet.js`): beside the CLI's bundle in dist/, or, run from the sources, in the checkout's dist/. */
function pageFile(name: string): string {
  for (const dir of [__dirname, join(__dirname, '..', '..', 'dist')]) {
    const path = join(dir, name);
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  throw new Error(`the page's ${name} is missing: run npm run build`);
}

export async function htmlExport(args: ParsedArgs, out: Output): Promise<number> {
  for (const flag of NOT_FOR_HTML) {
    if (args.flags.has(flag)) throw new UsageError(`--${flag} is not for --format html: the page runs the tree as its file says and draws it itself`);
  }
  const path = args.positional[0];
  const key = args.flags.get('tree');
  const treeKey = typeof key === 'string' ? key : undefined;
  const loaded = loadTree(path, treeKey, out); // the file's errors, printed as every command prints them
  if (typeof loaded === 'number') return loaded;
  const text = readOrSay(path, out);
  if (text === null) return 1;
  const trees = checkText(text).trees;
  const entry = treeKey === undefined ? trees[0] : findTree(trees, treeKey);
  const tree = entry?.model;
  if (!entry || !tree) {
    out.err(`${path}: error: the tree changed while it was read; try again.`);
    return 1;
  }
  const { data, elk } = sheetData({ name: basename(path), text }, trees.indexOf(entry), tree, {
    practice: args.flags.has('practice'),
    playground: args.flags.has('playground'),
  });
  const html = await pageHtml({
    script: pageFile('page/sheet.js'),
    style: pageFile('page/sheet.css'),
    worker: pageFile(elk ? 'webview/layout-worker.js' : 'page/tidy-worker.js'),
    data,
    title: `${tree.name ?? basename(path)}${data.practice ? ' — practice' : ''}`,
  });
  const output = args.flags.get('output');
  return emitText(html, typeof output === 'string' ? output : undefined, out);
}
