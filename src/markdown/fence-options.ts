/**
 * What a ```gtree fence's info string asks for: ```gtree algorithm=negascout runs that
 * algorithm instead of the tree's own; ```gtree blank draws the exercise sheet (every inner
 * value and window an empty box, no cuts, no principal variation).
 */
import { ALGORITHM_NAMES, isAlgorithmName, type AlgorithmName } from '../core/model/algorithm-names';

export interface FenceOptions {
  /** null: the algorithm the tree's `algorithm:` setting names. */
  readonly algorithm: AlgorithmName | null;
  readonly blank: boolean;
}

export type FenceOptionsResult = { readonly ok: true; readonly options: FenceOptions } | { readonly ok: false; readonly message: string };

const USAGE = 'a gtree block takes `algorithm=NAME` and `blank`';

/** Reads the options after `gtree` in `info` (the whole info string, `gtree algorithm=negascout blank`). */
export function parseFenceOptions(info: string): FenceOptionsResult {
  const words = info.trim().split(/\s+/).slice(1);
  let algorithm: AlgorithmName | null = null;
  let blank = false;
  const seen = new Set<string>();
  for (const word of words) {
    const [key, ...rest] = word.split('=');
    const value = rest.join('=');
    if (seen.has(key)) return fail(`'${key}' is given twice`);
    seen.add(key);
    if (key === 'algorithm') {
      if (value === '') return fail(`'algorithm' needs a name: algorithm=${ALGORITHM_NAMES[1]}`);
      if (!isAlgorithmName(value)) return fail(`unknown algorithm '${value}': the names are ${ALGORITHM_NAMES.join(', ')}`);
      algorithm = value;
    } else if (key === 'blank') {
      if (rest.length > 0) return fail(`'blank' takes no value, not '${word}'`);
      blank = true;
    } else {
      return fail(`unknown option '${word}': ${USAGE}`);
    }
  }
  return { ok: true, options: { algorithm, blank } };
}

const fail = (message: string): FenceOptionsResult => ({ ok: false, message: `In the fence's first line, ${message}.` });
