// The web extension host's bundle (package.json `browser`) must need nothing but `vscode`: a browser Web
// Worker has no Node. scripts/build.mjs fails the build through the same check (scripts/web-bundle.mjs).
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';

const ROOT = join(__dirname, '..', '..');

interface WebBundle {
  webHostOptions(outfile: string): BuildOptions;
  foreignImports(metafile: Metafile): { path: string; importers: string[] }[];
  assertWebClean(metafile: Metafile, bundle: string): void;
}
const webBundle = (): Promise<WebBundle> => import(join(ROOT, 'scripts', 'web-bundle.mjs')) as Promise<WebBundle>;

/** The metafile of a web-host bundle of `entry`, built in memory from the repository's root. */
async function metafileOf(entry: string): Promise<Metafile> {
  const { webHostOptions } = await webBundle();
  const { metafile } = await build({
    ...webHostOptions(join(tmpdir(), 'gtree-web-check.js')),
    entryPoints: [entry],
    write: false,
    absWorkingDir: ROOT,
    logLevel: 'silent',
  });
  return metafile!;
}

describe('the web extension host bundle', function () {
  this.timeout(60_000);

  it('is what package.json names as `browser`, beside `main`', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.equal(manifest.browser, './dist/web/extension.js');
    assert.equal(manifest.main, './dist/extension.js');
    assert.match(
      readFileSync(join(ROOT, 'scripts', 'build.mjs'), 'utf8'),
      /webHostOptions\('dist\/web\/extension\.js'\), entryPoints: \['src\/extension\/extension-web\.ts'\]/,
    );
  });

  it('requires nothing but vscode', async () => {
    const { foreignImports, assertWebClean } = await webBundle();
    const metafile = await metafileOf('src/extension/extension-web.ts');
    assert.deepEqual(foreignImports(metafile), []);
    assertWebClean(metafile, 'dist/web/extension.js');
  });

  it('is refused, naming the module and who imports it, when the desktop entry (a worker thread) is built for the web', async () => {
    const { assertWebClean } = await webBundle();
    const metafile = await metafileOf('src/extension/extension.ts');
    assert.throws(() => assertWebClean(metafile, 'web.js'), /node:worker_threads \(a Node built-in\), imported by src\/extension\/host\/outline-worker\.ts/);
  });

  describe('a deliberate violation', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(join(tmpdir(), 'gtree-web-check-'));
      writeFileSync(join(dir, 'entry.ts'), "import { digest } from './helper';\nexport const x = digest('a');\n");
      // Both spellings of a built-in, one bare and one with the node: prefix, one module away from the entry.
      writeFileSync(
        join(dir, 'helper.ts'),
        "import { createHash } from 'crypto';\nimport { readFileSync } from 'node:fs';\nexport const digest = (s: string) => createHash('sha1').update(s + readFileSync).digest('hex');\n",
      );
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('fails the check, naming each built-in', async () => {
      const { foreignImports, assertWebClean } = await webBundle();
      const metafile = await metafileOf(join(dir, 'entry.ts'));
      assert.deepEqual(
        foreignImports(metafile)
          .map((f) => f.path)
          .sort(),
        ['crypto', 'node:fs'],
      );
      assert.throws(
        () => assertWebClean(metafile, 'web.js'),
        (e: Error) => /crypto \(a Node built-in\), imported by .*helper\.ts/.test(e.message) && /node:fs \(a Node built-in\)/.test(e.message),
      );
    });
  });
});
