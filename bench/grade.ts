// `gtree grade` on a class of 200 submissions of a 40-node alpha-beta tree (branching 3, depth 3),
// as a teacher runs it: a new process reading the key and a folder. The submissions are the
// solved key with answers left blank or made wrong at random (a seeded generator, the same class
// every run); every 25th changes the algorithm (a changed tree), every 50th (from the 13th) loses its last `]`
// (graded after the bracket is put back). Also gradeClass in this process, on the same texts.
// Figures only: nothing here asserts on timings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { applyEdits, checkText, gradeClass, keyEdits, run } from '../src/core';
import { time, table } from './parse';
import { Scratch } from './process';
import { uniformTree } from './search';
import { median } from './stats';

const SUBMISSIONS = 200;
const TARGET_MS = 2000;
const RUNS = 3;

/** The key: the tree with every value, window and cut written. */
function solvedKey(): string {
  const text = `tree "Bench" {\n  algorithm: alphabeta\n  ${uniformTree(3, 3, 7)}\n}\n`;
  const outcome = run(checkText(text).trees[0].model!, { events: false });
  if (!outcome.ok) throw new Error(outcome.message);
  return applyEdits(text, keyEdits(outcome.trace, text));
}

/** Submission `k`: each written value kept, blanked or off by one, by a generator seeded with k. */
function submission(key: string, k: number): string {
  let x = k + 1;
  const next = (): number => (x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff) % 100;
  let text = key.replace(/=(-?\d+)/g, (all, v: string) => {
    const roll = next();
    return roll < 70 ? all : roll < 85 ? '=?' : `=${Number(v) + 1}`;
  });
  if (k % 25 === 24) text = text.replace('algorithm: alphabeta', 'algorithm: minimax');
  if (k % 50 === 12) text = text.replace(/\]\s*\}\s*$/, '}\n');
  return text;
}

export function benchGrade(): void {
  console.log(`\n== grade: ${SUBMISSIONS} submissions of a 40-node alpha-beta tree (medians of ${RUNS}) ==`);
  const key = solvedKey();
  const nodes = checkText(key).trees[0].model!.size;
  const texts = Array.from({ length: SUBMISSIONS }, (_, k) => ({ name: `s${String(k).padStart(3, '0')}.gtree`, text: submission(key, k) }));
  const scratch = new Scratch();
  try {
    const keyPath = scratch.path('key.gtree');
    const folder = scratch.path('class');
    writeFileSync(keyPath, key);
    mkdirSync(folder);
    for (const s of texts) writeFileSync(`${folder}/${s.name}`, s.text);
    const runs = Array.from({ length: RUNS }, () => scratch.gtree(['grade', keyPath, folder]));
    const failed = runs.find((r) => r.status !== 0);
    const wall = median(runs.map((r) => r.ms));
    const cpu = median(runs.map((r) => r.cpuMs));
    const inProcess = time(() => gradeClass({ name: 'key.gtree', text: key }, texts), 1, RUNS).median;
    const outcome = gradeClass({ name: 'key.gtree', text: key }, texts);
    const statuses = outcome.ok ? countStatuses(outcome.grade.submissions.map((s) => s.status)) : outcome.message;
    const ratio = (ms: number): string => `${(ms / TARGET_MS).toFixed(2)}${ms <= TARGET_MS ? '' : ' over'}`;
    console.log(
      table(
        ['what', 'measured', 'target', 'ratio', 'note'],
        [
          [
            `gtree grade, ${SUBMISSIONS} files of ${nodes} nodes, new process: wall`,
            `${wall.toFixed(0)} ms`,
            `${TARGET_MS} ms`,
            ratio(wall),
            `CPU ${cpu.toFixed(0)} ms${failed ? `; exit ${failed.status}: ${failed.stderr.trim().split('\n').pop()}` : ''}`,
          ],
          [`gradeClass in this process, the same texts`, `${inProcess.toFixed(0)} ms`, '-', '', statuses],
        ],
      ),
    );
  } finally {
    scratch.remove();
  }
}

function countStatuses(statuses: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n} ${s}`).join(', ');
}
