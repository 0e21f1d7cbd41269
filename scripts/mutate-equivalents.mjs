// npm run mutate:equivalents [-- <area>... | --entry N... | --list FILE]
// Checks test/mutation/equivalents.json instead of trusting it: each entry's mutant is applied to
// the source (in the bundle only: the working tree is never touched), the product bundled with
// it (test/mutation/observe.ts: the CLI's text and JSON, every diagnostic, the hover and hint texts
// and the diagram model), and what it shows on a corpus (every example and fixture, and random
// trees of every kind) compared with the code's. Any difference, a crash, a hang, or an entry
// that names no mutant of the source fails, naming the entry. Exit 1 when any does.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { squash } from './mutation-survivors.mjs';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const AREAS = ['search', 'answers', 'num', 'language'];
// A folder of its own per run: two runs at once never share a corpus or a bundle.
const WORK = join(ROOT, '.stryker-tmp', `equivalents-${process.pid}`);
const CORPUS = join(WORK, 'corpus');

const args = process.argv.slice(2);
const valueOf = (flag) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));
const named = args.filter((a) => AREAS.includes(a));
const entriesAsked = valueOf('--entry').map(Number);
const listPath = valueOf('--list')[0] ?? join(ROOT, 'test/mutation/equivalents.json');
const list = JSON.parse(readFileSync(listPath, 'utf8')).equivalents;

/** An area's mutated files, from its Stryker config (globs of one `*` within a folder). */
async function areaFiles(area) {
  const config = (await import(join(ROOT, 'stryker', `${area}.config.mjs`))).default;
  return config.mutate.map((glob) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`));
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The mutant's text as Stryker builds it: Stryker replaces a node of the syntax tree, so an
 * operator's replacement keeps its place in the expression around it (`a && b && c` with
 * `a && b` → `a || b` is `(a || b) && c`). Pasted without brackets the text would parse as
 * another mutant (`a || b && c`): an expression's replacement is bracketed.
 */
const EXPRESSION_MUTATORS = new Set([
  'ArithmeticOperator',
  'BooleanLiteral',
  'ConditionalExpression',
  'EqualityOperator',
  'LogicalOperator',
  'MethodExpression',
  'OptionalChaining',
  'UnaryOperator',
  'UpdateOperator',
]);
const asWritten = (entry) => (EXPRESSION_MUTATORS.has(entry.mutator) ? `(${squash(entry.replacement)})` : squash(entry.replacement));

/** The squashed text as a pattern that matches it with any whitespace where it has a space (none too, between tokens). */
const loose = (text) => new RegExp(text.split(' ').map(escape).join('\\s*'), 'g');

/**
 * Every place of `source` the entry names: each line whose text (squashed) is the entry's
 * context, and on it the `occurrence`-th match of its original text. A line written twice (an
 * alpha-beta's MAX and MIN branches) gives two places, each checked as a mutant of its own.
 */
function placesOf(source, entry) {
  const places = [];
  let offset = 0;
  const context = squash(entry.context);
  let seenLines = 0;
  for (const line of source.split('\n')) {
    // Without `line`, every line with the context's text (a line written twice is two mutants); with it, that one.
    if (squash(line) === context && (entry.line === undefined || entry.line === seenLines++)) {
      const pattern = loose(squash(entry.original));
      pattern.lastIndex = offset;
      let seen = 0;
      for (let m = pattern.exec(source); m && m.index < offset + line.length; m = pattern.exec(source)) {
        if (m[0].length === 0) pattern.lastIndex++;
        if (seen++ === (entry.occurrence ?? 0)) {
          places.push({ start: m.index, end: m.index + m[0].length });
          break;
        }
      }
    }
    offset += line.length + 1;
  }
  return places;
}

/** Bundles the observer with `file` read as `text` (null: the code as it is). */
async function bundle(outfile, file, text) {
  const mutated = {
    name: 'mutant',
    setup(b) {
      if (file) b.onLoad({ filter: new RegExp(`${escape(join(ROOT, file))}$`) }, () => ({ contents: text, loader: 'ts' }));
      b.onResolve({ filter: /^vscode$/ }, () => ({ path: join(ROOT, 'test/mutation/vscode-stub.ts') }));
    },
  };
  await build({
    entryPoints: [join(ROOT, 'test/mutation/observe.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'error',
    plugins: [mutated],
  });
}

function observe(bundleFile, command, ...rest) {
  return spawnSync(process.execPath, [bundleFile, command, CORPUS, ...rest], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28, timeout: timeLimit });
}

/** The first lines where two observations differ, for the report. */
function firstDifference(a, b) {
  const x = a.split('\n');
  const y = b.split('\n');
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  let heading = '';
  for (let j = i; j >= 0 && !heading; j--) if (x[j]?.startsWith('## ')) heading = x[j];
  return `${heading}\n      code:   ${(x[i] ?? '(end)').slice(0, 300)}\n      mutant: ${(y[i] ?? '(end)').slice(0, 300)}`;
}

let timeLimit = 0;
const started = Date.now();
rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
const base = join(WORK, 'code.cjs');
await bundle(base, null, null);
const corpus = spawnSync(process.execPath, [base, 'corpus', CORPUS], { cwd: ROOT, encoding: 'utf8' });
if (corpus.status !== 0) throw new Error(`the corpus: ${corpus.stderr}`);
const baseStarted = Date.now();
const baseline = observe(base, 'hashes');
if (baseline.status !== 0) throw new Error(`the code itself fails on the corpus: ${baseline.stderr}`);
const baseSeconds = (Date.now() - baseStarted) / 1000;
timeLimit = Math.round(Math.max(60_000, 10 * baseSeconds * 1000)); // a mutant that hangs is a difference
const expected = new Map(
  baseline.stdout
    .trim()
    .split('\n')
    .map((l) => l.split(' ')),
);
console.log(`corpus: ${expected.size} files, observed in ${baseSeconds.toFixed(1)} s by the code`);

const filters = await Promise.all((named.length > 0 ? named : AREAS).map(areaFiles));
const inArea = (file) => filters.flat().some((re) => re.test(file));
const chosen = list
  .map((entry, index) => ({ entry, index }))
  .filter(({ entry, index }) => (entriesAsked.length > 0 ? entriesAsked.includes(index) : inArea(entry.file)));

const failures = [];
const sources = new Map();
let mutants = 0;
for (const { entry, index } of chosen) {
  const name = `#${index} ${entry.file} ${entry.mutator}: ${squash(entry.original)} → ${squash(entry.replacement)}`;
  if (!sources.has(entry.file)) sources.set(entry.file, readFileSync(join(ROOT, entry.file), 'utf8'));
  const source = sources.get(entry.file);
  const places = placesOf(source, entry);
  if (places.length === 0) {
    failures.push(`${name}\n    names no mutant of the source: no line is "${squash(entry.context)}" with that text on it`);
    continue;
  }
  for (const [k, { start, end }] of places.entries()) {
    mutants++;
    const text = source.slice(0, start) + asWritten(entry) + source.slice(end);
    const file = join(WORK, `mutant-${index}-${k}.cjs`);
    let why = null;
    try {
      await bundle(file, entry.file, text);
    } catch (e) {
      why = `does not build: ${String(e.message).split('\n')[0]}`;
    }
    if (!why) {
      const got = observe(file, 'hashes');
      if (got.error || got.status !== 0)
        why = got.error ? `hangs (over ${(timeLimit / 1000).toFixed(0)} s)` : `fails on the corpus: ${got.stderr.split('\n').slice(0, 3).join(' ')}`;
      else {
        const differing = got.stdout
          .trim()
          .split('\n')
          .map((l) => l.split(' '))
          .filter(([f, h]) => expected.get(f) !== h)
          .map(([f]) => f);
        if (differing.length > 0) {
          const shown = observe(base, 'show', differing[0]).stdout;
          const mutant = observe(file, 'show', differing[0]).stdout;
          why = `shows something else on ${differing.length} file(s), first ${differing[0]}: ${firstDifference(shown, mutant)}`;
        }
      }
    }
    rmSync(file, { force: true });
    const where = places.length > 1 ? ` (place ${k + 1} of ${places.length})` : '';
    console.log(`${why ? 'DIFFERS' : 'same   '} ${name}${where}`);
    if (why) failures.push(`${name}${where}\n    ${why}`);
  }
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${chosen.length} entries (${mutants} mutants) checked in ${minutes} min; ${failures.length} not equivalent.`);
for (const f of failures) console.log(`\nNOT EQUIVALENT ${f}`);
rmSync(WORK, { recursive: true, force: true });
process.exit(failures.length > 0 ? 1 : 0);
