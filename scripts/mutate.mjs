// npm run mutate [-- <area>... [Stryker flags, e.g. --concurrency 1 --mutate src/core/model/num.ts]]
// Runs Stryker for each area named (all when none: search, answers, num, language) with its config in
// stryker/, then reads each report against test/mutation/equivalents.json. Exit 1 when a run fails or
// a survivor is neither killed nor listed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { readReport } from './mutation-survivors.mjs';

const AREAS = ['search', 'answers', 'num', 'language'];
const args = process.argv.slice(2);
const named = args.filter((a) => AREAS.includes(a));
const flags = args.filter((a) => !AREAS.includes(a));
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
  const result = spawnSync(process.execPath, [stryker, 'run', `stryker/${area}.config.mjs`, ...flags], { stdio: 'inherit' });
  times.push(`${area}: ${((Date.now() - started) / 60000).toFixed(1)} min`);
  if (result.status !== 0) {
    failed = true;
    continue;
  }
  if (readReport(`reports/mutation/${area}/mutation.json`, list) > 0) failed = true;
}
console.log(`\nRun times: ${times.join(', ')}`);
process.exit(failed ? 1 : 0);
