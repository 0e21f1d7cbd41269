import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const TOP = ['src', 'docs', 'test', 'scripts', 'examples', 'bench', 'media', 'syntaxes', 'README.md', 'package.json', '.vscodeignore'];
const SKIP = new Set(['node_modules', 'dist']);

function* files(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path)) if (!SKIP.has(name)) yield* files(join(path, name));
}

/**
 * What a reader of this repository cannot open: the team's shared folder (course material,
 * guides, specs outside the project) and its numbered course texts. `src/shared/` (the panels' messages) is ours.
 */
const FOREIGN = [/\.\.\/shared\/(?!(grade-)?messages['"])/, /\/work\//, new RegExp('\\bseed ' + '0\\d\\d', 'i')];

describe('the project stands alone', () => {
  it('no source, doc, test, script or example points outside the repository', () => {
    const found: string[] = [];
    for (const top of TOP) {
      for (const file of files(join(ROOT, top))) {
        if (/\.(png|ico|woff2?)$/.test(file)) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (FOREIGN.some((re) => re.test(line))) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    assert.deepEqual(found, []);
  });
});
