/**
 * The layers of src/ and who may import whom (docs/architecture.md, "Layers"):
 *
 *   core ← render ← webview        core ← extension
 *               ← markdown (the Markdown preview's script)
 *               ↖ cli              core ← cli
 *   core, render, shared, webview ← page (the self-contained page: src/webview with a host of its own)
 *   page ← cli, extension, markdown (its DOM-free parts: the page's HTML and data, for the export of the
 *          page; the playground's link, for the preview's Practise link)
 *   shared (the panel's messages) only between extension and webview.
 *
 * Inside core, its folders are layers too, each importing only from those before it:
 *
 *   text ← language ← model ← search ← output ← teaching ← diagram ← {generate, efg, cs188}
 *
 * (core/index.ts, the entry the other layers use, may import any of them). And no file
 * imports itself back through others: an import circle fails here whatever the layers say.
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

type Layer = 'core' | 'render' | 'webview' | 'grading-page' | 'markdown' | 'page' | 'cli' | 'extension' | 'shared';

/** The layers each layer may import from src/ (itself included), and the packages it may use. */
const RULES: Readonly<Record<Layer, { readonly layers: readonly Layer[]; readonly packages: RegExp }>> = {
  core: { layers: ['core'], packages: /^$/ },
  render: { layers: ['core', 'render'], packages: /^elkjs\// },
  webview: { layers: ['core', 'render', 'shared', 'webview'], packages: /^elkjs\// },
  'grading-page': { layers: ['core', 'render', 'shared', 'grading-page'], packages: /^$/ },
  markdown: { layers: ['core', 'render', 'page', 'markdown'], packages: /^$/ },
  page: { layers: ['core', 'render', 'shared', 'webview', 'page'], packages: /^$/ },
  cli: { layers: ['core', 'render', 'page', 'cli'], packages: /^(node:|elkjs\/)/ },
  extension: { layers: ['core', 'shared', 'page', 'extension'], packages: /^(node:|vscode$)/ },
  shared: { layers: ['core', 'shared'], packages: /^$/ },
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
  ['output'],
  ['teaching'],
  ['diagram'],
  ['generate', 'efg', 'cs188'],
];

const coreRank = (path: string): number | null => {
  const parts = path.split('/');
  if (parts[0] !== 'core' || parts.length < 3) return null; // core/index.ts and non-core files have no rank
  const rank = CORE_LAYERS.findIndex((folders) => folders.includes(parts[1]));
  return rank;
};

/** Every relative import of a file, resolved to a path under src/ (without checking that it exists). */
function importsOf(file: SourceFile): { specifier: string; target: string }[] {
  return ts
    .preProcessFile(file.text, true, true)
    .importedFiles.map(({ fileName: specifier }) => specifier)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ specifier, target: posix.normalize(posix.join(posix.dirname(file.path), specifier)) }));
}

/** Imports inside core that go against its folders' order (or to a core folder not in CORE_LAYERS). */
export function coreOrderViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const from = coreRank(file.path);
    if (from === null) continue;
    const folder = file.path.split('/')[1];
    if (from < 0) {
      violations.push(`${file.path}: core/${folder} is not a layer of core: give it a place in CORE_LAYERS (test/unit/layers.test.ts)`);
      continue;
    }
    for (const { specifier, target } of importsOf(file)) {
      const to = coreRank(target + '/x'); // a folder import (`../generate`) ranks as its folder
      const toFolder = target.split('/')[1];
      if (target.split('/')[0] !== 'core' || to === null || to < 0 || toFolder === folder) continue;
      if (to >= from) violations.push(`${file.path}: '${specifier}' (core/${folder} may not import core/${toFolder}, which is not below it)`);
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
  it('imports only downwards: core ← render ← {webview, cli}, core ← extension, shared between extension and webview', () => {
    const files = sourcesUnder(SRC);
    assert.ok(files.length > 100, `read ${files.length} files under src/`);
    assert.deepEqual(boundaryViolations(files), []);
  });

  it("keeps core's folders in their order: text ← language ← model ← search ← output ← teaching ← diagram ← {generate, efg}", () => {
    assert.deepEqual(coreOrderViolations(sourcesUnder(SRC)), []);
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
      'loose.ts: not in a known layer (core, render, webview, grading-page, markdown, page, cli, extension, shared): give it a rule in test/unit/layers.test.ts',
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

  it("reports a core import against the folders' order, and a core folder without a place", () => {
    assert.deepEqual(
      coreOrderViolations([
        { path: 'core/model/a.ts', text: "import { run } from '../search/run'; import { Span } from '../text/text'; import { B } from './b';" },
        { path: 'core/generate/b.ts', text: "import { importEfg } from '../efg'; import { checkText } from '../teaching/check';" },
        { path: 'core/text/c.ts', text: "import type { GameTree } from '../model/model';" },
        { path: 'core/misc/d.ts', text: '' },
        { path: 'core/index.ts', text: "export * from './diagram/diagram';" },
      ]),
      [
        "core/model/a.ts: '../search/run' (core/model may not import core/search, which is not below it)",
        "core/generate/b.ts: '../efg' (core/generate may not import core/efg, which is not below it)",
        "core/text/c.ts: '../model/model' (core/text may not import core/model, which is not below it)",
        'core/misc/d.ts: core/misc is not a layer of core: give it a place in CORE_LAYERS (test/unit/layers.test.ts)',
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
