/**
 * The layers of src/ and who may import whom (docs/architecture.md, "Layers"):
 *
 *   core ← render ← webview        core ← extension
 *               ↖ cli              core ← cli
 *   shared (the panel's messages) only between extension and webview.
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

type Layer = 'core' | 'render' | 'webview' | 'cli' | 'extension' | 'shared';

/** The layers each layer may import from src/ (itself included), and the packages it may use. */
const RULES: Readonly<Record<Layer, { readonly layers: readonly Layer[]; readonly packages: RegExp }>> = {
  core: { layers: ['core'], packages: /^$/ },
  render: { layers: ['core', 'render'], packages: /^elkjs\// },
  webview: { layers: ['core', 'render', 'shared', 'webview'], packages: /^elkjs\// },
  cli: { layers: ['core', 'render', 'cli'], packages: /^(node:|elkjs\/)/ },
  extension: { layers: ['core', 'shared', 'extension'], packages: /^(node:|vscode$)/ },
  shared: { layers: ['core', 'shared'], packages: /^$/ },
};

export interface SourceFile {
  /** Path relative to src/, with forward slashes: `cli/main.ts`. */
  readonly path: string;
  readonly text: string;
}

const layerOf = (path: string): string => path.split('/')[0];

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
      'loose.ts: not in a known layer (core, render, webview, cli, extension, shared): give it a rule in test/unit/layers.test.ts',
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
});
