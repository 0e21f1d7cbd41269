// The whole game of tic-tac-toe from the empty board, end to end with the built CLI: `gtree new`,
// `check`, `run` (minimax, the text trace) and `compare`, once as the full tree (549 946 nodes) and
// once with transpositions (5 478 positions, each written once), with wall time, peak memory and
// the ratio of the two; then the compare tables, where negamax-tt and MTD(f) show what the
// transposition table saves. Figures only: nothing here asserts on timings.
import { statSync } from 'node:fs';
import { Scratch, type ProcessRun } from './process';

const FORMS = [
  { name: 'tree', flags: [] as string[] },
  { name: 'transpositions', flags: ['--transpositions'] },
];

export function benchTicTacToe(): void {
  console.log('\n== the whole game of tic-tac-toe from the empty board: gtree new, check, run, compare (one run each, a new process) ==');
  const scratch = new Scratch();
  try {
    const steps: { step: string; runs: ProcessRun[] }[] = [];
    const step = (name: string, run: (file: string, form: (typeof FORMS)[number]) => ProcessRun): ProcessRun[] => {
      const runs = FORMS.map((form) => run(scratch.path(`${form.name}.gtree`), form));
      runs.forEach((r, k) => {
        if (r.status !== 0) console.log(`warning: ${name} (${FORMS[k].name}) exited ${r.status}: ${r.stderr.trim().split('\n')[0]}`);
      });
      steps.push({ step: name, runs });
      return runs;
    };
    step('new', (file, form) => scratch.gtree(['new', 'tictactoe', '--board', '...|...|...', ...form.flags, '-o', file]));
    step('check', (file) => scratch.gtree(['check', file]));
    step('run (minimax)', (file) => scratch.gtree(['run', file]));
    const compared = step('compare', (file) => scratch.gtree(['compare', file], true));

    const sizes = FORMS.map((form) => statSync(scratch.path(`${form.name}.gtree`)).size / 1e6);
    console.log(`file: ${FORMS.map((f, k) => `${f.name} ${sizes[k].toFixed(2)} MB`).join(', ')} (ratio ${(sizes[0] / sizes[1]).toFixed(1)})`);
    const head = ['step', ...FORMS.flatMap((f) => [`${f.name} ms`, 'peak MB']), 'time ratio', 'memory ratio'];
    const rows = steps.map(({ step, runs }) => [
      step,
      ...runs.flatMap((r) => [r.ms.toFixed(0), r.peakMB.toFixed(0)]),
      (runs[0].ms / runs[1].ms).toFixed(1),
      (runs[0].peakMB / runs[1].peakMB).toFixed(1),
    ]);
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
    for (const row of [head, ...rows]) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
    FORMS.forEach((form, k) => console.log(`\ngtree compare, ${form.name}:\n${compared[k].stdout.trimEnd()}`));
  } finally {
    scratch.remove();
  }
}
