/**
 * The layers of src/ and who may import whom (docs/architecture.md, "Layers"):
 *
 *   core ← render ← webview, grading-page        core ← extension
 *               ← markdown (the Markdown preview's script)
 *               ↖ cli              core ← cli
 *   core, render, shared, webview ← page (the self-contained page: src/webview with a host of its own)
 *   page ← cli, extension, markdown (its DOM-free parts: the page's HTML and data, for the export of the
 *          page; the playground's link, for the preview's Practise link)
 *   shared (the panels' messages) only between extension and the two panel pages (webview, grading-page).
 *   node (what needs Node: pdflatex) ← cli, extension (the desktop entry point passes it in).
 *
 * Inside a folder, its folders are ranked too (FOLDER_RANKS), each importing only from those below it:
 *
 *   core:           text ← language ← model ← search ← symbolic ← output ← teaching ← diagram ← {generate, efg, cs188}
 *   core/teaching:  checking ← {hints, grading}
 *   extension:      {host, markdown} ← practice ← editor ← diagram ← grading ← commands
 *
 * A folder's own files are its entry points (core/index.ts, the extension's activate.ts), which may
 * import any folder inside and are imported by none, or files its folders share (core/search's
 * context under its algorithms, core/language's lexer under its parse). Every folder has a rank:
 * a new one fails here until it is given one. And no file imports itself back through others: an
 * import circle fails here whatever the ranks say.
 *
 * Every import of every file under src/ is read with TypeScript's own import scanner
 * (static, `import type`, re-exports, dynamic `import()` and `require`), so a sideways
 * import fails here whichever form it takes.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

const SRC = join(__dirname, '../../src');

type Layer = 'core' | 'render' | 'webview' | 'grading-page' | 'markdown' | 'page' | 'cli' | 'extension' | 'shared' | 'node';

/** The layers each layer may import from src/ (itself included), and the packages it may use. */
const RULES: Readonly<Record<Layer, { readonly layers: readonly Layer[]; readonly packages: RegExp }>> = {
  core: { layers: ['core'], packages: /^$/ },
  render: { layers: ['core', 'render'], packages: /^elkjs\// },
  webview: { layers: ['core', 'render', 'shared', 'webview'], packages: /^elkjs\// },
  'grading-page': { layers: ['core', 'render', 'shared', 'grading-page'], packages: /^$/ },
  markdown: { layers: ['core', 'render', 'page', 'markdown'], packages: /^$/ },
  page: { layers: ['core', 'render', 'shared', 'webview', 'page'], packages: /^$/ },
  cli: { layers: ['core', 'render', 'page', 'node', 'cli'], packages: /^(node:|elkjs\/)/ },
  // The desktop host's entry point passes node's services in (host/outliner.ts HostPlatform); the web host's never imports them.
  extension: { layers: ['core', 'shared', 'page', 'node', 'extension'], packages: /^(node:|vscode$)/ },
  shared: { layers: ['core', 'shared'], packages: /^$/ },
  // What the CLI and the desktop extension host share that needs Node (pdflatex).
  node: { layers: ['node'], packages: /^node:/ },
};

export interface SourceFile {
  /** Path relative to src/, with forward slashes: `cli/main.ts`. */
  readonly path: string;
  readonly text: string;
}

const layerOf = (path: string): string => path.split('/')[0];

/** The folders of core, lowest first; a folder's rank is its place here (generate, efg and cs188 share one). */
export const CORE_LAYERS: readonly (readonly string[])[] = [
  ['text'],
  ['language'],
  ['model'],
  ['search'],
  ['symbolic'],
  ['output'],
  ['teaching'],
  ['diagram'],
  ['generate', 'efg', 'cs188'],
];

/**
 * The folders inside each folder of src/ that has any, lowest first: a folder may import only
 * folders ranked below it (folders sharing a rank do not import each other). `root` says what the
 * folder's own files (those not in a subfolder) are to its folders: `top`, the entry points, which
 * may import every folder inside and none of which imports them back (core/index.ts; the extension's
 * entries and activate.ts); `shared`, files the folders inside use and that use them in turn (search's
 * context, drive and recorder under its algorithms, and its catalog over them), no file circle allowed.
 */
export const FOLDER_RANKS: Readonly<Record<string, { readonly ranks: readonly (readonly string[])[]; readonly root: 'top' | 'shared' }>> = {
  core: { ranks: CORE_LAYERS, root: 'top' },
  'core/language': { ranks: [['parse']], root: 'shared' },
  'core/search': { ranks: [['algorithms']], root: 'shared' },
  'core/teaching': { ranks: [['checking'], ['hints', 'grading']], root: 'top' },
  extension: { ranks: [['host', 'markdown'], ['practice'], ['editor'], ['diagram'], ['grading'], ['commands']], root: 'top' },
};

/** Every relative import of a file, resolved to a path under src/ (without checking that it exists). */
function importsOf(file: SourceFile): { specifier: string; target: string }[] {
  return ts
    .preProcessFile(file.text, true, true)
    .importedFiles.map(({ fileName: specifier }) => specifier)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ specifier, target: posix.normalize(posix.join(posix.dirname(file.path), specifier)) }));
}

const parentOf = (folder: string): string => posix.dirname(folder);

/** A folder's rank among its parent's folders: -1 when its parent ranks them and it is not among them. */
const rankOf = (folder: string): number => FOLDER_RANKS[parentOf(folder)]?.ranks.findIndex((names) => names.includes(posix.basename(folder))) ?? -1;

/** The folder an import lands in: the target itself when it names a folder (`../generate`, its index.ts), else the target's folder. */
function folderOfTarget(target: string, paths: ReadonlySet<string>): string {
  if (paths.has(`${target}.ts`) || target.endsWith('.ts')) return parentOf(target);
  const isFolder = [...paths].some((p) => p.startsWith(`${target}/`)) || rankOf(target) >= 0;
  return isFolder ? target : parentOf(target);
}

/** Every folder below src/'s own (those the top-level rules cover) that its parent does not rank. */
function unrankedFolders(files: readonly SourceFile[]): Map<string, string> {
  const unranked = new Map<string, string>(); // folder → its first file, to name in the message
  for (const file of files) {
    for (let folder = parentOf(file.path); folder.includes('/'); folder = parentOf(folder)) {
      if (rankOf(folder) < 0 && !unranked.has(folder)) unranked.set(folder, file.path);
    }
  }
  return unranked;
}

/** Imports between the folders inside a folder that go against FOLDER_RANKS, and folders it does not rank. */
export function folderOrderViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  for (const [folder, file] of unrankedFolders(files)) {
    violations.push(`${file}: ${folder} has no rank among the folders of ${parentOf(folder)}: give it one in FOLDER_RANKS (test/unit/layers.test.ts)`);
  }
  const paths = new Set(files.map((f) => f.path));
  for (const file of files) {
    const from = parentOf(file.path);
    for (const { specifier, target } of importsOf(file)) {
      const to = folderOfTarget(target, paths);
      if (from === to || from.split('/')[0] !== to.split('/')[0]) continue; // within a folder; across src/'s own folders (RULES)
      const fromParts = from.split('/');
      const toParts = to.split('/');
      let common = 0;
      while (common < fromParts.length && common < toParts.length && fromParts[common] === toParts[common]) common++;
      const parent = fromParts.slice(0, common).join('/');
      const a = fromParts.length > common ? `${parent}/${fromParts[common]}` : null; // null: a file of `parent` itself
      const b = toParts.length > common ? `${parent}/${toParts[common]}` : null;
      if (a === null) continue; // a folder's own files may import the folders inside it
      const rule = FOLDER_RANKS[parent];
      if (b === null) {
        if (rule?.root !== 'shared')
          violations.push(`${file.path}: '${specifier}' (${a} may not import the files of ${parent} itself, which sit on top of its folders)`);
        continue;
      }
      const [ra, rb] = [rankOf(a), rankOf(b)];
      if (ra >= 0 && rb >= 0 && rb >= ra) violations.push(`${file.path}: '${specifier}' (${a} may not import ${b}, which is not below it)`);
    }
  }
  return violations;
}

/** Every import circle among the files, each once, as `a.ts → b.ts → a.ts` from its alphabetically first file. */
export function importCircles(files: readonly SourceFile[]): string[] {
  const known = new Set(files.map((f) => f.path));
  const resolve = (target: string): string | null => [`${target}.ts`, `${target}/index.ts`, target].find((p) => known.has(p)) ?? null;
  const edges = new Map<string, string[]>();
  for (const file of files) {
    edges.set(
      file.path,
      importsOf(file)
        .map(({ target }) => resolve(target))
        .filter((p): p is string => p !== null),
    );
  }
  // Tarjan's strongly connected components, without recursion.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[] = [];
  let next = 0;
  for (const start of [...edges.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const targets = edges.get(top.node)!;
      if (top.child < targets.length) {
        const to = targets[top.child++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, child: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) low.set(work[work.length - 1].node, Math.min(low.get(work[work.length - 1].node)!, low.get(top.node)!));
      if (low.get(top.node) !== index.get(top.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== top.node);
      if (component.length > 1 || edges.get(top.node)!.includes(top.node)) circles.push(circleThrough(component.sort(), edges));
    }
  }
  return circles.sort();
}

/** One circle through a strongly connected component, from its first file back to it, by a shortest way. */
function circleThrough(component: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string {
  const inside = new Set(component);
  const first = component[0];
  const cameFrom = new Map<string, string>();
  const queue = [first];
  for (let i = 0; i < queue.length; i++) {
    for (const to of edges.get(queue[i])!) {
      if (!inside.has(to)) continue;
      if (to === first) {
        const way = [queue[i]];
        while (way[0] !== first) way.unshift(cameFrom.get(way[0])!);
        return [...way, first].join(' → ');
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, queue[i]);
        queue.push(to);
      }
    }
  }
  return component.join(' → ');
}

/** Every import that crosses a layer boundary the wrong way, as `file: 'specifier' (why)`. */
export function boundaryViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    const rule = RULES[from as Layer];
    if (!rule || !file.path.includes('/')) {
      violations.push(`${file.path}: not in a known layer (${Object.keys(RULES).join(', ')}): give it a rule in test/unit/layers.test.ts`);
      continue;
    }
    for (const { fileName: specifier } of ts.preProcessFile(file.text, true, true).importedFiles) {
      if (specifier.startsWith('.')) {
        const target = posix.normalize(posix.join(posix.dirname(file.path), specifier));
        const to = layerOf(target);
        if (target.startsWith('..')) violations.push(`${file.path}: '${specifier}' (outside src/)`);
        else if (!rule.layers.includes(to as Layer)) violations.push(`${file.path}: '${specifier}' (${from} may not import ${to})`);
      } else if (!rule.packages.test(specifier)) {
        violations.push(`${file.path}: '${specifier}' (${from} may not use this package)`);
      }
    }
  }
  return violations;
}

function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ path: relative(SRC, join(dir, name)).split(sep).join('/'), text: readFileSync(join(dir, name), 'utf8') }));
}

describe('layers of src/', () => {
  it('imports only downwards: core ← render ← {webview, grading-page, cli}, core ← extension, shared between extension and the pages', () => {
    const files = sourcesUnder(SRC);
    assert.ok(files.length > 100, `read ${files.length} files under src/`);
    assert.deepEqual(boundaryViolations(files), []);
  });

  it('keeps the folders inside each folder in their ranks, and ranks every folder (core, core/teaching, extension…)', () => {
    assert.deepEqual(folderOrderViolations(sourcesUnder(SRC)), []);
  });

  it('ranks only folders that exist (a folder gone from src/ leaves no stale rank)', () => {
    const folders = new Set(
      sourcesUnder(SRC).flatMap(({ path }) =>
        path
          .split('/')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
      ),
    );
    const ranked = Object.entries(FOLDER_RANKS).flatMap(([parent, { ranks }]) => ranks.flat().map((name) => `${parent}/${name}`));
    assert.deepEqual(
      ranked.filter((folder) => !folders.has(folder)),
      [],
    );
  });

  it('fails on a deliberate wrong import in the real sources: host reaching up into the diagram, checking into grading', () => {
    const files = sourcesUnder(SRC).map((file) =>
      file.path === 'extension/host/runs.ts'
        ? { ...file, text: `${file.text}\nimport type { DiagramPanels } from '../diagram/diagram-panels';\n` }
        : file.path === 'core/teaching/checking/answers.ts'
          ? { ...file, text: `${file.text}\nexport { gradeClass } from '../grading/grade';\n` }
          : file,
    );
    assert.deepEqual(folderOrderViolations(files).sort(), [
      "core/teaching/checking/answers.ts: '../grading/grade' (core/teaching/checking may not import core/teaching/grading, which is not below it)",
      "extension/host/runs.ts: '../diagram/diagram-panels' (extension/host may not import extension/diagram, which is not below it)",
    ]);
  });

  it('has no import circle anywhere under src/ (type imports included)', () => {
    assert.deepEqual(importCircles(sourcesUnder(SRC)), []);
  });

  it('names every file once: no two files under src/ share a name (a folder entry index.ts excepted)', () => {
    const folders = new Map<string, string[]>();
    for (const { path } of sourcesUnder(SRC)) {
      const name = posix.basename(path);
      if (name !== 'index.ts') folders.set(name, [...(folders.get(name) ?? []), path]);
    }
    assert.deepEqual(
      [...folders.values()].filter((paths) => paths.length > 1),
      [],
    );
  });

  it('reports a sideways import in every form TypeScript has', () => {
    const violations = boundaryViolations([
      { path: 'extension/a.ts', text: "import { x } from '../cli/args';" },
      { path: 'cli/b.ts', text: "import type { Scene } from '../webview/app';" },
      { path: 'core/c.ts', text: "export * from '../render/draw';" },
      { path: 'render/d.ts', text: "const m = await import('../webview/main');" },
      { path: 'cli/e.ts', text: "const m = require('../shared/messages');" },
      { path: 'webview/f.ts', text: "import '../extension/extension';" },
      { path: 'core/deep/g.ts', text: "import { readFileSync } from 'node:fs';" },
      { path: 'render/h.ts', text: "import * as vscode from 'vscode';" },
      { path: 'shared/i.ts', text: "import { Runs } from '../extension/runs';" },
      { path: 'grading-page/j.ts', text: "import { drawDiagram } from '../webview/app';" },
      { path: 'loose.ts', text: '' },
    ]);
    assert.deepEqual(violations, [
      "extension/a.ts: '../cli/args' (extension may not import cli)",
      "cli/b.ts: '../webview/app' (cli may not import webview)",
      "core/c.ts: '../render/draw' (core may not import render)",
      "render/d.ts: '../webview/main' (render may not import webview)",
      "cli/e.ts: '../shared/messages' (cli may not import shared)",
      "webview/f.ts: '../extension/extension' (webview may not import extension)",
      "core/deep/g.ts: 'node:fs' (core may not use this package)",
      "render/h.ts: 'vscode' (render may not use this package)",
      "shared/i.ts: '../extension/runs' (shared may not import extension)",
      "grading-page/j.ts: '../webview/app' (grading-page may not import webview)",
      'loose.ts: not in a known layer (core, render, webview, grading-page, markdown, page, cli, extension, shared, node): give it a rule in test/unit/layers.test.ts',
    ]);
  });

  it('lets each layer import what it is allowed to', () => {
    assert.deepEqual(
      boundaryViolations([
        { path: 'render/a.ts', text: "import type { DiagramModel } from '../core/diagram';" },
        { path: 'webview/b.ts', text: "import { drawScene } from '../render/draw'; import type { ToPanel } from '../shared/messages';" },
        { path: 'cli/c.ts', text: "import { drawScene } from '../render/draw'; import { parse } from '../core';" },
        { path: 'extension/d.ts', text: "import * as vscode from 'vscode'; import type { ToPanel } from '../shared/messages';" },
        { path: 'core/search/e.ts', text: "import { MAX } from '../model';" },
      ]),
      [],
    );
  });

  it("reports an import against the folders' ranks, an entry imported from below, and a folder without a rank", () => {
    assert.deepEqual(
      folderOrderViolations([
        { path: 'core/model/a.ts', text: "import { run } from '../search/run'; import { Span } from '../text/text'; import { B } from './b';" },
        { path: 'core/generate/b.ts', text: "import { importEfg } from '../efg'; import { checkText } from '../teaching/checking/check';" },
        { path: 'core/text/c.ts', text: "import type { GameTree } from '../model/model';" },
        { path: 'core/misc/d.ts', text: '' },
        { path: 'core/index.ts', text: "export * from './diagram/diagram';" },
        { path: 'core/teaching/hints/e.ts', text: "import { grade } from '../grading/grade'; import { checkText } from '../checking/check';" },
        { path: 'core/search/algorithms/f.ts', text: "import { drive } from '../drive'; import { Tally } from '../../teaching/checking/verdicts';" },
        { path: 'core/search/catalog.ts', text: "import { minimax } from './algorithms/f';" },
        { path: 'extension/host/g.ts', text: "import { activateGtree } from '../activate'; import { Disposer } from './disposer';" },
        {
          path: 'extension/editor/h.ts',
          text: "import { Practice } from '../practice/practice-state'; import { DiagramPanels } from '../diagram/diagram-panels';",
        },
        { path: 'extension/activate.ts', text: "import { registerCommands } from './commands/commands';" },
        { path: 'extension/tools/i.ts', text: "import { Runs } from '../host/runs';" },
      ]),
      [
        'core/misc/d.ts: core/misc has no rank among the folders of core: give it one in FOLDER_RANKS (test/unit/layers.test.ts)',
        'extension/tools/i.ts: extension/tools has no rank among the folders of extension: give it one in FOLDER_RANKS (test/unit/layers.test.ts)',
        "core/model/a.ts: '../search/run' (core/model may not import core/search, which is not below it)",
        "core/generate/b.ts: '../efg' (core/generate may not import core/efg, which is not below it)",
        "core/text/c.ts: '../model/model' (core/text may not import core/model, which is not below it)",
        "core/teaching/hints/e.ts: '../grading/grade' (core/teaching/hints may not import core/teaching/grading, which is not below it)",
        "core/search/algorithms/f.ts: '../../teaching/checking/verdicts' (core/search may not import core/teaching, which is not below it)",
        "extension/host/g.ts: '../activate' (extension/host may not import the files of extension itself, which sit on top of its folders)",
        "extension/editor/h.ts: '../diagram/diagram-panels' (extension/editor may not import extension/diagram, which is not below it)",
      ],
    );
  });

  it('reports an import circle, type-only and through an index too, once each', () => {
    assert.deepEqual(
      importCircles([
        { path: 'core/a.ts', text: "import type { B } from './b';" },
        { path: 'core/b.ts', text: "import { C } from './c';" },
        { path: 'core/c.ts', text: "export { A } from './a';" },
        { path: 'core/d/index.ts', text: "import { E } from '../e';" },
        { path: 'core/e.ts', text: "import { D } from './d';" },
        { path: 'core/f.ts', text: "import { A } from './a';" },
      ]),
      ['core/a.ts → core/b.ts → core/c.ts → core/a.ts', 'core/d/index.ts → core/e.ts → core/d/index.ts'],
    );
  });
});
