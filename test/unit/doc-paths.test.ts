/**
 * Every file or folder the docs name exists: a backticked path under one of the repository's own
 * folders (`src/core/index.ts`, `test/unit/`, `scripts/build.mjs`, and `core/…`, `extension/…`
 * as architecture.md writes paths inside src/), and every relative link. A glob (`parse/*.ts`)
 * must match a file; a template (`src/cli/NAME-command.ts`, `<folder>-<name>.txt`) is not a path.
 * So a file moved or renamed fails here until the docs that name it follow.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
/** Folders whose paths the docs write from the repository's top. */
const TOP = ['src', 'test', 'scripts', 'bench', 'docs', 'examples', 'media', 'syntaxes', 'stryker', '.ci'];
/** src/'s folders, which the docs also write without `src/`. */
const IN_SRC = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

export interface Named {
  readonly doc: string;
  readonly line: number;
  readonly path: string;
}

/** A path in a doc's words that stands for many (a placeholder in capitals, `<…>`, `…`), which no file has to match. */
const isTemplate = (path: string): boolean => /<|>|…|\.\.\.|\b[A-Z]{2,}\b|\$\{/.test(path);

/** The paths a doc names: backticked ones under TOP (or src/'s folders), and relative links. */
export function pathsNamed(doc: string, text: string): Named[] {
  const named: Named[] = [];
  const top = new RegExp(`^(?:${[...TOP, ...IN_SRC].map((f) => f.replace('.', '\\.')).join('|')})/`);
  text.split('\n').forEach((lineText, i) => {
    for (const [, code] of lineText.matchAll(/`([^`\s]+)`/g)) {
      const path = code.replace(/[.,:;)]+$/, '').replace(/:\d+(:\d+)?$/, '');
      if (top.test(path) && !isTemplate(path)) {
        const fromTop = TOP.includes(path.split('/')[0]) ? path : `src/${path}`;
        named.push({ doc, line: i + 1, path: fromTop });
      }
    }
    for (const [, link] of lineText.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(link) || link.startsWith('#')) continue;
      const path = posix.normalize(posix.join(posix.dirname(doc), link.split('#')[0]));
      if (!isTemplate(path)) named.push({ doc, line: i + 1, path });
    }
  });
  return named;
}

/** A glob's pattern (`*` within a name, `**` across folders) as a regular expression over paths. */
const globRegExp = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split('**/')
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('(?:.*/)?')}/?$`,
  );

/** The named paths that match no file or folder of the repository. */
export function missing(named: readonly Named[], files: readonly string[]): Named[] {
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return named.filter(({ path }) => {
    const bare = path.replace(/\/$/, '');
    if (bare.includes('*')) return !files.some((f) => globRegExp(bare).test(f)) && ![...folders].some((f) => globRegExp(bare).test(f));
    return !files.includes(bare) && !folders.has(bare);
  });
}

function repositoryFiles(): string[] {
  const skip = new Set(['node_modules', 'dist', '.git', 'test-artifacts', 'reports', '.stryker-tmp']);
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(ROOT, full).split(sep).join('/'));
    }
  };
  walk(ROOT);
  return out;
}

describe('paths named in the docs', () => {
  it('names only files and folders that exist (README.md and docs/*.md)', () => {
    const named = DOCS.flatMap((doc) => pathsNamed(doc, readFileSync(join(ROOT, doc), 'utf8')));
    assert.ok(named.length > 100, `read ${named.length} paths`);
    assert.deepEqual(
      missing(named, repositoryFiles()).map(({ doc, line, path }) => `${doc}:${line}: ${path}`),
      [],
    );
  });

  it('reads backticked paths, paths inside src/, globs and relative links, and leaves templates and addresses alone', () => {
    const text = [
      'See `src/core/index.ts`, `core/search/run.ts:12`, `test/unit/` and `parse/*.ts`.',
      'Not paths: `src/cli/NAME-command.ts`, `test/fixtures/cli-golden/<folder>-<name>.txt`, `npm test`, `dist/cli.js`.',
      '[guide](development.md#common-changes), [site](https://example.org/x), [top](#layers), [gone](../src/old.ts).',
      'A glob: `src/core/search/algorithms/*.ts`, `test/unit/**/*.test.ts`, `src/nowhere/*.ts`.',
    ].join('\n');
    const named = pathsNamed('docs/x.md', text);
    assert.deepEqual(
      named.map(({ line, path }) => `${line} ${path}`),
      [
        '1 src/core/index.ts',
        '1 src/core/search/run.ts',
        '1 test/unit/',
        '3 docs/development.md',
        '3 src/old.ts',
        '4 src/core/search/algorithms/*.ts',
        '4 test/unit/**/*.test.ts',
        '4 src/nowhere/*.ts',
      ],
    );
    const files = [
      'src/core/index.ts',
      'src/core/search/run.ts',
      'src/core/search/algorithms/minimax.ts',
      'test/unit/a.test.ts',
      'test/unit/deep/b.test.ts',
      'docs/development.md',
    ];
    assert.deepEqual(
      missing(named, files).map(({ path }) => path),
      ['src/old.ts', 'src/nowhere/*.ts'],
    );
  });

  it("keeps the README a user's page: at most 200 lines, ending with the two commands for working on gtree", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');
    assert.ok(readme.length <= 200 + 1, `README.md has ${readme.length - 1} lines`);
    // CI runs the README's test command (.ci/run): it stays `npm test`, next to `npm start`.
    assert.ok(readme.some((line) => /^npm start\s+#/.test(line)));
    assert.ok(readme.some((line) => /^npm test\s+#/.test(line)));
    assert.ok(readme.some((line) => line.startsWith('code --install-extension gtree-')));
  });
});
