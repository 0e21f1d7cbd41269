/*
 * Everything the product shows for a .gtree file, as one text: what the equivalents check
 * (scripts/mutate-equivalents.mjs) compares between the code and each listed mutant. Bundled
 * once per mutant with the mutated source in place of the original, then run as
 *
 *   node observe.cjs corpus DIR        writes the corpus: every example and fixture, and random trees
 *   node observe.cjs hashes DIR        one line per corpus file: its name and a hash of what it shows
 *   node observe.cjs show DIR NAME     what the product shows for that file, in full
 *
 * What it shows: the CLI's `check --reveal`, `check --summary`, and for each tree and algorithm
 * `run` as text and JSON (iterative deepening's whole run too) and `compare`; every diagnostic
 * of the file with its span and the answer checker's with and without --reveal; and for each
 * tree, under its own algorithm, the diagram model, the hover text of every node, the next-step
 * hint with and without the value, and the answer summary.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALGORITHM_NAMES, answerDiagnostics, answerSummary, checkText, diagramOf, judgeSheet, nextStep, run } from '../../src/core';
import { runCommandLine } from '../../src/cli/dispatch';
import { MemoryOutput } from '../../src/cli/output';
import { describeNode } from '../../src/extension/editor/hover';
import { randomCorpus } from './corpus';

const RANDOM_FILES = Number(process.env.GTREE_EQUIVALENTS_RANDOM ?? 300);
/** The trees of a file observed (the examples hold a few; each is run under every algorithm). */
const MAX_TREES = 4;

const json = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x));

/** A command line run in-process (dispatch's, not main.ts's: that one runs the process's own argv when bundled as the entry). */
async function cli(argv: ['check' | 'run' | 'compare', ...string[]]): Promise<string> {
  const output = new MemoryOutput();
  const code = await runCommandLine(argv[0], argv.slice(1), output);
  return `$ gtree ${argv.join(' ')}\n${output.out.join('\n')}\n${output.errs.join('\n')}\nexit ${code}`;
}

/** Runs `f`, its result or the error it throws (a mutant that crashes differs from the code that does not). */
async function guarded(what: string, f: () => string | Promise<string>): Promise<string> {
  try {
    return `## ${what}\n${await f()}`;
  } catch (e) {
    return `## ${what}\nTHROWS ${e instanceof Error ? e.message : String(e)}`;
  }
}

async function observe(path: string): Promise<string> {
  const text = readFileSync(path, 'utf8');
  const out: string[] = [];
  out.push(await guarded('check', () => cli(['check', '--reveal', path])));
  out.push(await guarded('check --summary', () => cli(['check', '--summary', path])));
  out.push(
    await guarded('diagnostics', () => {
      const result = checkText(text);
      const lines = result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.span.start}-${d.span.end}: ${d.message}`);
      for (const reveal of [false, true])
        lines.push(...answerDiagnostics(result.trees, { reveal }).map((d) => `answer ${d.code} ${d.span.start}-${d.span.end}: ${d.message}`));
      return lines.join('\n');
    }),
  );
  const trees = checkText(text).trees.slice(0, MAX_TREES);
  for (let t = 0; t < trees.length; t++) {
    out.push(await guarded(`compare ${t}`, () => cli(['compare', path, '--tree', String(t)])));
    for (const algorithm of ALGORITHM_NAMES) {
      const base: ['run', ...string[]] = ['run', path, '--tree', String(t), '--algorithm', algorithm];
      out.push(await guarded(`run ${t} ${algorithm}`, () => cli(base)));
      out.push(await guarded(`run ${t} ${algorithm} --json`, () => cli([...base, '--json'])));
      if (algorithm === 'iterative') out.push(await guarded(`run ${t} iterative all`, () => cli([...base, '--iteration', 'all'])));
      // The diagram, hovers and hints under the tree's own algorithm: the random trees spread
      // those over every algorithm, and the CLI above shows every tree under each.
      const model = trees[t].model;
      if (!model || algorithm !== model.settings.algorithm) continue;
      out.push(
        await guarded(`model ${t} ${algorithm}`, () => {
          const outcome = run(model, { algorithm });
          if (!outcome.ok) return `fails: ${outcome.message} at ${outcome.node?.id ?? '-'}`;
          const trace = outcome.trace;
          const lines = [json(diagramOf(model, trace))];
          for (const node of model.allNodes()) lines.push(`hover ${node.id}: ${describeNode(trace, node)}`);
          const verdicts = judgeSheet(trace);
          lines.push(`hint: ${json(nextStep(trace, verdicts, false))}`, `hint with value: ${json(nextStep(trace, verdicts, true))}`);
          lines.push(`summary: ${answerSummary(model)}`);
          return lines.join('\n');
        }),
      );
    }
  }
  return out.join('\n');
}

const corpusFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.gtree'))
    .sort();

function writeCorpus(dir: string, root: string): void {
  mkdirSync(dir, { recursive: true });
  for (const folder of ['examples', 'test/fixtures']) {
    for (const f of readdirSync(join(root, folder)).filter((f) => f.endsWith('.gtree')))
      copyFileSync(join(root, folder, f), join(dir, `${folder.replace(/\//g, '-')}-${f}`));
  }
  for (const [name, text] of randomCorpus(RANDOM_FILES)) writeFileSync(join(dir, name), text);
}

async function main(): Promise<void> {
  const [command, dir, name] = process.argv.slice(2);
  if (command === 'corpus') writeCorpus(dir, process.cwd());
  else if (command === 'hashes') {
    for (const f of corpusFiles(dir))
      console.log(
        `${f} ${createHash('sha1')
          .update(await observe(join(dir, f)))
          .digest('hex')}`,
      );
  } else if (command === 'show') console.log(await observe(join(dir, name)));
  else throw new Error(`observe: unknown command ${command}`);
}

void main();
