// Benchmark dispatcher: `node --expose-gc dist/bench.js [NAME...]` runs the named benches, no name = all.
// Each bench lives in its own file and prints its own table; add new ones to BENCHES.
import { benchParse } from './parse';
import { benchSearch } from './search';
import { benchStartup } from './startup';
import { benchTargets } from './targets';
import { benchTicTacToe } from './tictactoe';

const BENCHES: Record<string, () => void> = {
  parse: benchParse,
  search: benchSearch,
  startup: benchStartup,
  tictactoe: benchTicTacToe,
  targets: benchTargets,
};

function main(argv: string[]): number {
  const names = argv.length > 0 ? argv : Object.keys(BENCHES);
  const unknown = names.filter((n) => !(n in BENCHES));
  if (unknown.length > 0) {
    console.error(`bench: unknown benchmark ${unknown.map((n) => `'${n}'`).join(', ')}; available: ${Object.keys(BENCHES).join(', ')}.`);
    return 2;
  }
  if (typeof globalThis.gc !== 'function') {
    console.warn('bench: run with --expose-gc (npm run bench does) for steadier figures and heap numbers.');
  }
  for (const name of names) BENCHES[name]();
  return 0;
}

process.exitCode = main(process.argv.slice(2));
