import {
  ALGORITHM_NAMES,
  COINS_DEFAULTS,
  generateTree,
  GENERATOR_NAMES,
  isAlgorithmName,
  RANDOM_DEFAULTS,
  SPLIT_NIM_DEFAULTS,
  type AlgorithmName,
  type GenerateRequest,
  type GeneratorName,
} from '../core';
import { parseArgs, UsageError, whole, type ParsedArgs } from './args';
import { newRandom } from './new-random';
import { emitText } from './print-or-write';
import type { Output } from './output';

/** The flags of each generator, besides --algorithm and -o/--output which they all take. */
const FLAGS: Record<GeneratorName, { valued: string[]; booleans: string[] }> = {
  random: {
    valued: ['depth', 'branching', 'values', 'seed', 'estimates', 'min-cuts', 'variants', 'ask'],
    booleans: ['deep-cut', 'no-ties', 'same-under-both-rules', 'unknown'],
  },
  tictactoe: { valued: ['board', 'turn', 'by'], booleans: ['transpositions'] },
  coins: { valued: ['coins', 'take', 'last', 'players'], booleans: ['transpositions'] },
  splitnim: { valued: ['pile', 'players'], booleans: ['transpositions'] },
};

const isGeneratorName = (s: string): s is GeneratorName => (GENERATOR_NAMES as readonly string[]).includes(s);

/** `gtree new random|tictactoe|coins|splitnim [options] [-o FILE]`: a new exercise tree as .gtree text. */
export function newCommand(argv: readonly string[], out: Output): number {
  const [kind, ...rest] = argv;
  if (kind === undefined || !isGeneratorName(kind)) {
    throw new UsageError(`${kind === undefined ? 'new needs' : `unknown kind '${kind}'; new needs`} one of ${GENERATOR_NAMES.join(', ')}`);
  }
  const args = parseArgs(rest, [...FLAGS[kind].valued, 'algorithm', 'output'], FLAGS[kind].booleans, { o: 'output' });
  if (args.positional.length > 0) throw new UsageError(`new ${kind} takes options only, not '${args.positional[0]}'`);
  const request = { ...requestOf(kind, args), ...algorithmOf(args) };
  if (request.kind === 'random') return newRandom(request, args, out);
  const outcome = generateTree(request);
  if (!outcome.ok) {
    out.err(`gtree new ${kind}: ${outcome.message}.`);
    return 2;
  }
  const output = args.flags.get('output');
  return emitText(outcome.text, typeof output === 'string' ? output : undefined, out);
}

function requestOf(kind: GeneratorName, args: ParsedArgs): GenerateRequest {
  const flag = (name: string): string | undefined => {
    const v = args.flags.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  switch (kind) {
    case 'random': {
      const [minBranching, maxBranching] = range('branching', flag('branching')) ?? [RANDOM_DEFAULTS.minBranching, RANDOM_DEFAULTS.maxBranching];
      const [low, high] = range('values', flag('values')) ?? [RANDOM_DEFAULTS.low, RANDOM_DEFAULTS.high];
      return {
        kind,
        depth: whole('depth', flag('depth')) ?? RANDOM_DEFAULTS.depth,
        minBranching,
        maxBranching,
        low,
        high,
        // Without --seed, a new tree each time; the header comment records the seed to write it again.
        seed: whole('seed', flag('seed')) ?? Math.floor(Math.random() * 0x100000000),
        cutoff: whole('estimates', flag('estimates')) ?? null,
      };
    }
    case 'tictactoe': {
      const board = flag('board');
      if (board === undefined) throw new UsageError('new tictactoe needs --board, the position row by row, as in --board "x.o|oox|..x"');
      const turn = choice('turn', flag('turn'), ['x', 'o'] as const);
      return {
        kind,
        board,
        turn: turn === 'x' ? 'X' : turn === 'o' ? 'O' : null,
        by: choice('by', flag('by'), ['rows', 'columns'] as const) ?? 'rows',
        transpositions: args.flags.has('transpositions'),
      };
    }
    case 'coins':
      return {
        kind,
        coins: whole('coins', flag('coins')) ?? COINS_DEFAULTS.coins,
        take: whole('take', flag('take')) ?? COINS_DEFAULTS.take,
        lastTakerLoses: choice('last', flag('last'), ['loses', 'wins'] as const) !== 'wins',
        players: players(flag('players')),
        transpositions: args.flags.has('transpositions'),
      };
    case 'splitnim':
      return {
        kind,
        pile: whole('pile', flag('pile')) ?? SPLIT_NIM_DEFAULTS.pile,
        transpositions: args.flags.has('transpositions'),
        players: players(flag('players')),
      };
  }
}

function algorithmOf(args: ParsedArgs): { algorithm?: AlgorithmName } {
  const algorithm = args.flags.get('algorithm');
  if (typeof algorithm !== 'string') return {};
  if (!isAlgorithmName(algorithm)) throw new UsageError(`unknown algorithm '${algorithm}'; expected one of ${ALGORITHM_NAMES.join(', ')}`);
  return { algorithm };
}

/** `3` or `2..5` (`-10..10` for values). */
function range(name: string, text: string | undefined): [number, number] | undefined {
  if (text === undefined) return undefined;
  const m = /^(-?\d{1,15})(?:\.\.(-?\d{1,15}))?$/.exec(text);
  if (!m) throw new UsageError(`--${name} takes a whole number or a range such as 2..4, not '${text}'`);
  return [Number(m[1]), Number(m[2] ?? m[1])];
}

function choice<T extends string>(name: string, text: string | undefined, choices: readonly T[]): T | undefined {
  if (text === undefined) return undefined;
  const found = choices.find((c) => c === text.toLowerCase());
  if (found === undefined) throw new UsageError(`--${name} takes ${choices.map((c) => `'${c}'`).join(' or ')}, not '${text}'`);
  return found;
}

function players(text: string | undefined): [string, string] | null {
  if (text === undefined) return null;
  const names = text.split(/[\s,]+/).filter(Boolean);
  if (names.length !== 2) throw new UsageError(`--players takes two names, the first player's first, as in --players "Persival Gavejn"; not '${text}'`);
  return [names[0], names[1]];
}
