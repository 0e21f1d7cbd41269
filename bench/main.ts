// Benchmark dispatcher: `node --expose-gc dist/bench.js [NAME...] [--base REV]` runs the named benches, no name = all
// but the A/B (search-ab, which builds a second core from git: A = REV, default main).
// Each bench lives in its own file and prints its own table; add new ones to BENCHES.
import { benchExact } from './exact';
import { benchGrade } from './grade';
import { benchParse } from './parse';
import { benchSearch } from './search';
import { benchSearchAb } from './search-ab';
import { benchStartup } from './startup';
import { benchSvg } from './svg';
import { benchTargets } from './targets';
import { benchTicTacToe } from './tictactoe';
import { benchUnknowns } from './unknowns';

const BENCHES: Record<string, () => void | Promise<void>> = {
  parse: benchParse,
  search: benchSearch,
  exact: benchExact,
  startup: benchStartup,
  tictactoe: benchTicTacToe,
  targets: benchTargets,
  svg: benchSvg,
  grade: benchGrade,
  unknowns: benchUnknowns,
};
/** Run only when named. */
const ON_REQUEST: Record<string, (base: string) => void> = {
  'search-ab': benchSearchAb,
};

async function main(argv: string[]): Promise<number> {
  const at = argv.indexOf('--base');
  const base = at >= 0 ? argv[at + 1] : 'main';
  const words = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  const names = words.length > 0 ? words : Object.keys(BENCHES);
  const unknown = names.filter((n) => !(n in BENCHES) && !(n in ON_REQUEST));
  if (unknown.length > 0) {
    console.error(
      `bench: unknown benchmark ${unknown.map((n) => `'${n}'`).join(', ')}; available: ${[...Object.keys(BENCHES), ...Object.keys(ON_REQUEST)].join(', ')}.`,
    );
    return 2;
  }
  if (typeof globalThis.gc !== 'function') {
    console.warn('bench: run with --expose-gc (npm run bench does) for steadier figures and heap numbers.');
  }
  for (const name of names) {
    if (name in ON_REQUEST) ON_REQUEST[name](base);
    else await BENCHES[name]();
  }
  return 0;
}

void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
