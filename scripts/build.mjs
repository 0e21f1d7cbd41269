// One esbuild call per bundle: extension host (cjs, vscode external) and its worker thread, the web extension host
// (the same sources for a browser Web Worker, checked to need no Node), CLI, benchmarks, and the extension-host tests
// (one bundle per test/extension/*.test.ts, found here, run by index.ts; and all of them in one bundle for the web host).
import { readdirSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { build } from 'esbuild';
import { cliBundles } from './cli-bundles.mjs';
import { assertWebClean, webHostOptions } from './web-bundle.mjs';

const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning' };
// The diagram webview runs in a browser: one self-contained script each for the page and the layout worker (ELK inside).
const webview = { bundle: true, platform: 'browser', format: 'iife', target: 'es2022', minify: true, sourcemap: true, logLevel: 'warning' };

const extensionTests = readdirSync('test/extension')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/extension/${f}`);
rmSync('dist/test', { recursive: true, force: true }); // no stale bundle of a deleted test

/** The web host has no node:assert: its tests get the part of it they use (test/extension/web-assert.ts). */
const webAssert = {
  name: 'web-assert',
  setup(build) {
    build.onResolve({ filter: /^node:assert\/strict$/ }, () => ({ path: resolve('test/extension/web-assert.ts') }));
  },
};

/** A bundle for the web extension host, failing the build when it needs anything the host lacks (a Node built-in). */
async function webHostBundle(options) {
  const { metafile } = await build(options);
  assertWebClean(metafile, options.outfile);
}

await Promise.all([
  build({ ...common, entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.js', format: 'cjs', external: ['vscode'] }),
  // package.json `browser`: VS Code for the Web loads it into a browser Web Worker.
  webHostBundle({ ...webHostOptions('dist/web/extension.js'), entryPoints: ['src/extension/extension-web.ts'] }),
  // The extension host's worker thread that checks large documents (src/extension/host/outline-worker.ts starts it).
  build({ ...common, entryPoints: ['src/extension/host/outline-thread.ts'], outfile: 'dist/outline-thread.js', format: 'cjs' }),
  ...cliBundles('dist', common).map((options) => build(options)),
  // esbuild stays external: the search A/B (bench/search-ab.ts) bundles a second core with it.
  build({ ...common, entryPoints: ['bench/main.ts'], outfile: 'dist/bench.js', format: 'cjs', external: ['esbuild'] }),
  build({ ...webview, entryPoints: ['src/webview/diagram-page.ts'], outfile: 'dist/webview/diagram.js' }),
  build({ ...webview, entryPoints: ['src/webview/layout-worker.ts'], outfile: 'dist/webview/layout-worker.js' }),
  // The grading panel's page: the table of a class's grades and the class view (tidy layout, no worker).
  build({ ...webview, entryPoints: ['src/grading-page/grade-page.ts'], outfile: 'dist/webview/grade.js' }),
  // The Markdown preview's script (package.json `markdown.previewScripts`): draws ```gtree blocks in the preview's page.
  build({ ...webview, entryPoints: ['src/markdown/preview.ts'], outfile: 'dist/markdown/preview.js' }),
  // The self-contained page (gtree export --format html, src/page/): its script, its layout worker for trees the tidy
  // layout covers, and its style (the diagram's and its own in one file). No source maps: the page carries them inline.
  build({ ...webview, sourcemap: false, entryPoints: ['src/page/sheet-page.ts'], outfile: 'dist/page/sheet.js' }),
  build({ ...webview, sourcemap: false, entryPoints: ['src/page/tidy-worker.ts'], outfile: 'dist/page/tidy-worker.js' }),
  build({ ...webview, sourcemap: false, entryPoints: ['src/page/page.css'], outfile: 'dist/page/sheet.css' }),
  // mocha stays external: the extension host requires it from node_modules (it loads reporters dynamically).
  build({
    ...common,
    entryPoints: ['test/extension/index.ts', ...extensionTests],
    outdir: 'dist/test/extension',
    format: 'cjs',
    external: ['vscode', 'mocha'],
  }),
  // The same tests for the web extension host: one browser bundle, mocha's browser build first (test/extension/web-index.ts).
  webHostBundle({
    ...webHostOptions('dist/test/web/index.js', [webAssert]),
    stdin: {
      contents: ["import './web-mocha';", ...extensionTests.map((f) => `import './${basename(f)}';`), "export { run } from './web-index';"].join('\n'),
      resolveDir: 'test/extension',
      sourcefile: 'test/extension/web-tests.ts',
      loader: 'ts',
    },
    define: { GTREE_TEST_FILES: JSON.stringify(extensionTests.map((f) => basename(f))) },
  }),
  // The UI benchmark runs in the extension host like the tests (`npm run bench:ui`).
  build({ ...common, entryPoints: ['bench/ui/index.ts'], outfile: 'dist/test/bench-ui.js', format: 'cjs', external: ['vscode'] }),
]);
