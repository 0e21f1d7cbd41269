// npm run mutate [-- <area>... [--part NAME] [Stryker flags, e.g. --concurrency 1 --mutate src/core/model/num.ts]]
// Runs Stryker for each area named (all when none: search, answers, num, language) with its config in
// stryker/, then reads each report against test/mutation/equivalents.json. Exit 1 when a run fails or
// a survivor is neither killed nor listed. `--part NAME` runs a part of an area incrementally: the
// part's files and tests from the area's config (GTREE_MUTATE_PART; --mutate narrows the files), its
// report in reports/mutation/<area>-NAME/ and its results kept in reports/incremental/<area>-NAME.json,
// so a second run after new tests reruns only what they may change.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { readReport } from './mutation-survivors.mjs';

const AREAS = ['search', 'answers', 'num', 'language'];
const args = process.argv.slice(2);
const partAt = args.indexOf('--part');
const part = partAt >= 0 ? args[partAt + 1] : null;
if (partAt >= 0 && !/^[\w-]+$/.test(part ?? '')) {
  console.error('--part takes a name of letters, digits, - and _ (the report folder is named after it).');
  process.exit(2);
}
const rest = partAt >= 0 ? [...args.slice(0, partAt), ...args.slice(partAt + 2)] : args;
const named = rest.filter((a) => AREAS.includes(a));
const flags = rest.filter((a) => !AREAS.includes(a));
const unknown = flags.filter((a, i) => !a.startsWith('-') && (i === 0 || !flags[i - 1].startsWith('-')));
if (unknown.length > 0) {
  console.error(`Unknown area ${unknown.map((a) => `'${a}'`).join(', ')}: the areas are ${AREAS.join(', ')}.`);
  process.exit(2);
}
const stryker = join(dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')), 'bin/stryker.js');
const list = JSON.parse(readFileSync('test/mutation/equivalents.json', 'utf8')).equivalents;

let failed = false;
const times = [];
for (const area of named.length > 0 ? named : AREAS) {
  const started = Date.now();
  const folder = part ? `${area}-${part}` : area;
  const incremental = part && !flags.includes('--incremental') ? ['--incremental', '--incrementalFile', `reports/incremental/${folder}.json`] : [];
  const result = spawnSync(process.execPath, [stryker, 'run', `stryker/${area}.config.mjs`, ...incremental, ...flags], {
    stdio: 'inherit',
    env: { ...process.env, GTREE_MUTATE_FOLDER: folder, GTREE_MUTATE_PART: part ?? '' },
  });
  times.push(`${area}: ${((Date.now() - started) / 60000).toFixed(1)} min`);
  if (result.status !== 0) {
    failed = true;
    continue;
  }
  if (readReport(`reports/mutation/${folder}/mutation.json`, list) > 0) failed = true;
}
console.log(`\nRun times: ${times.join(', ')}`);
process.exit(failed ? 1 : 0);
