import { decimalValue, type Rational } from '../model/rational';
import { Cs188Error, readEntries, type Entry, type Word } from './key-values';

/** The three searches CS188's graph tests grade, by gtree's names. */
export type Cs188Algorithm = 'minimax' | 'alphabeta' | 'expectimax';

export interface Move {
  readonly action: Word;
  readonly next: Word;
}

/** A `GraphGameTreeTest`: a game given as a graph of states, and the search to run on it. */
export interface GraphTest {
  /** The agent's class as written (`AlphaBetaAgent`), for the header comment. */
  readonly agent: string;
  readonly algorithm: Cs188Algorithm;
  /** The search depth in rounds: one round is one move of every agent. */
  readonly depth: number;
  readonly agents: number;
  readonly start: Word;
  readonly wins: ReadonlySet<string>;
  readonly loses: ReadonlySet<string>;
  /** Each state's moves, in the order the file lists them (the order they are tried). */
  readonly moves: ReadonlyMap<string, readonly Move[]>;
  readonly evaluation: ReadonlyMap<string, Rational>;
}

const REQUIRED = ['class', 'alg', 'depth', 'num_agents', 'start_state', 'win_states', 'lose_states', 'successors', 'evaluation'] as const;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Reads a CS188 graph test; throws a Cs188Error at the first problem. */
export function readGraphTest(text: string): GraphTest {
  const entries = readEntries(text);
  const kind = entries.get('class');
  if (kind && oneWord(kind, 'the test class').text !== 'GraphGameTreeTest') {
    throw new Cs188Error(
      `this is a '${oneWord(kind, 'the test class').text}' test: gtree imports only 'GraphGameTreeTest' (a game written as a graph of states), not a test that plays Pacman`,
      kind.valueAt,
    );
  }
  const missing = REQUIRED.filter((key) => !entries.has(key));
  if (missing.length > 0) {
    const keys = missing.map((k) => `'${k}'`).join(', ');
    throw new Cs188Error(`the test has no ${keys}: a GraphGameTreeTest gives ${REQUIRED.join(', ')}`, 0);
  }
  const get = (key: (typeof REQUIRED)[number]): Entry => entries.get(key)!;
  const alg = oneWord(get('alg'), 'the agent class');
  return {
    agent: alg.text,
    algorithm: algorithmOf(alg),
    depth: wholeNumber(get('depth'), 'depth', 'the search depth in rounds of all agents'),
    agents: wholeNumber(get('num_agents'), 'num_agents', 'agent 0 is MAX, the others move after it in turn'),
    start: oneWord(get('start_state'), 'the state the search starts from'),
    wins: new Set(words(get('win_states')).map((w) => w.text)),
    loses: new Set(words(get('lose_states')).map((w) => w.text)),
    moves: successors(get('successors')),
    evaluation: evaluations(get('evaluation')),
  };
}

const words = (entry: Entry): Word[] => entry.lines.flat();

function oneWord(entry: Entry, what: string): Word {
  const all = words(entry);
  if (all.length === 1) return all[0];
  if (all.length === 0) throw new Cs188Error(`'${entry.key}' is empty: it gives ${what}`, entry.valueAt);
  throw new Cs188Error(`'${entry.key}' should be one word (${what}), not ${all.length}`, all[1].at);
}

function algorithmOf(alg: Word): Cs188Algorithm {
  const name = alg.text.toLowerCase();
  // Renamed copies of the agents keep the search's name in theirs.
  for (const algorithm of ['alphabeta', 'expectimax', 'minimax'] as const) if (name.includes(algorithm)) return algorithm;
  throw new Cs188Error(
    `unknown agent '${alg.text}': expected MinimaxAgent, AlphaBetaAgent or ExpectimaxAgent (or a name with minimax, alphabeta or expectimax in it)`,
    alg.at,
  );
}

function wholeNumber(entry: Entry, key: string, meaning: string): number {
  const word = oneWord(entry, meaning);
  const n = /^\d+$/.test(word.text) ? Number(word.text) : NaN;
  if (!(n >= 1) || !Number.isSafeInteger(n)) throw new Cs188Error(`${key} must be a whole number ≥ 1 (${meaning}), not '${word.text}'`, word.at);
  return n;
}

function successors(entry: Entry): Map<string, Move[]> {
  const moves = new Map<string, Move[]>();
  for (const line of entry.lines) {
    if (line.length === 0) continue;
    if (line.length !== 3) {
      throw new Cs188Error(`a successor line is 'STATE ACTION NEXTSTATE', three words; this one has ${line.length}`, line[0].at);
    }
    const [from, action, next] = line;
    const list = moves.get(from.text) ?? [];
    list.push({ action, next });
    moves.set(from.text, list);
  }
  return moves;
}

function evaluations(entry: Entry): Map<string, Rational> {
  const values = new Map<string, Rational>();
  for (const line of entry.lines) {
    if (line.length === 0) continue;
    if (line.length !== 2) throw new Cs188Error(`an evaluation line is 'STATE NUMBER', two words; this one has ${line.length}`, line[0].at);
    const [state, number] = line;
    if (!NUMBER.test(number.text)) throw new Cs188Error(`'${number.text}' is not a number (the evaluation of state '${state.text}')`, number.at);
    const value = decimalValue(number.text);
    if (value === null) throw new Cs188Error(`'${number.text}' is out of range (the evaluation of state '${state.text}')`, number.at);
    if (values.has(state.text)) throw new Cs188Error(`state '${state.text}' is evaluated twice`, state.at);
    values.set(state.text, value);
  }
  return values;
}
