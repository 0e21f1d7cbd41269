import {
  answerKey,
  blankFile,
  constraintProblem,
  describeConstraints,
  generateTree,
  hasConstraints,
  randomToOrder,
  withSheetHeading,
  withUnknownLeaf,
  withVariant,
  type Constraints,
  type RandomRequest,
  plural,
} from '../core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError, whole, type ParsedArgs } from './args';
import { describeIoError, isFolder } from './files';
import type { Output } from './output';
import { emitText } from './print-or-write';

/** More variants than a class needs is a slip (a seed typed as the count). */
const MAX_VARIANTS = 500;

/**
 * `gtree new random` with its exercise constraints (--algorithm, --min-cuts K, --deep-cut,
 * --no-ties, --same-under-both-rules) and --variants N: candidate trees are drawn from the seed
 * until one meets them all (at most MAX_CANDIDATES of core); how many were tried is said on standard error.
 */
export function newRandom(asked: RandomRequest, args: ParsedArgs, out: Output): number {
  // --unknown leaves a leaf as x (which edges alpha-beta cuts for which x), and an ordering exercise is about
  // alpha-beta's leaves: alpha-beta for both unless another algorithm is asked for.
  const unknown = args.flags.has('unknown');
  const constraints = constraintsOf(args);
  const request: RandomRequest = (unknown || constraints.askOrder) && asked.algorithm === undefined ? { ...asked, algorithm: 'alphabeta' } : asked;
  const problem = constraintProblem(request.algorithm ?? 'minimax', constraints);
  if (problem) throw new UsageError(problem);
  const output = stringFlag(args, 'output');
  const variants = whole('variants', stringFlag(args, 'variants'));
  if (variants === undefined) return single(request, constraints, output, out, unknown);
  if (variants < 1 || variants > MAX_VARIANTS) throw new UsageError(`--variants takes a count from 1 to ${MAX_VARIANTS}, not ${variants}`);
  if (output === undefined) throw new UsageError('--variants writes files: add -o NAME.gtree (variant i is NAME-i.gtree, its key NAME-i.key.gtree)');
  return manyVariants(request, constraints, variants, output, out, unknown);
}

/** The tree with a leaf left as x (`--unknown`), or as it is; a message when no leaf makes a question. */
function unknownIf(unknown: boolean, text: string, seed: number): { ok: true; text: string } | { ok: false; message: string } {
  return unknown ? withUnknownLeaf(text, seed) : { ok: true, text };
}

function single(request: RandomRequest, constraints: Constraints, output: string | undefined, out: Output, unknown: boolean): number {
  if (!hasConstraints(constraints)) {
    const generated = generateTree(request);
    const outcome = generated.ok ? unknownIf(unknown, generated.text, request.seed) : generated;
    if (outcome.ok) return emitText(outcome.text, output, out);
    out.err(`gtree new random: ${outcome.message}.`);
    return 2;
  }
  const found = randomToOrder(request, constraints);
  if (!found.ok) return notFound(found.message, out);
  const made = unknownIf(unknown, found.text, found.seed);
  if (!made.ok) return notFound(made.message, out);
  out.err(`seed ${found.seed}: ${plural(found.tried, 'candidate')} tried for ${describeConstraints(constraints)}`);
  return emitText(made.text, output, out);
}

/**
 * Variant i (from 1) is searched from seed S + i − 1 and written as a blank sheet NAME-i.gtree
 * with its solved key NAME-i.key.gtree, each tree saying `variant: NAME-i`; no two variants
 * share a tree's seed.
 */
function manyVariants(request: RandomRequest, constraints: Constraints, count: number, output: string, out: Output, unknown: boolean): number {
  const taken = new Set<number>();
  const base = variantsBase(output);
  const stem = base.slice(Math.max(base.lastIndexOf('/'), base.lastIndexOf('\\')) + 1);
  try {
    mkdirSync(dirname(base), { recursive: true });
  } catch (e) {
    out.err(`${dirname(base)}: error: cannot make the folder for the variants: ${describeIoError(e)}`);
    return 1;
  }
  for (let i = 1; i <= count; i++) {
    const found = randomToOrder({ ...request, seed: (request.seed + i - 1) >>> 0 }, constraints, taken);
    if (!found.ok) return notFound(`variant ${i}: ${found.message}`, out);
    taken.add(found.seed);
    const withX = unknownIf(unknown, found.text, found.seed);
    if (!withX.ok) return notFound(`variant ${i}: ${withX.message}`, out);
    const made = blankFile(withX.text);
    // Headed as `gtree blank` heads a sheet (a name line and the conventions), and named as its variant: `variant: vezba-3`, what grading matches it by.
    const sheet = made.ok ? { ...made, text: withSheetHeading(withVariant(made.text, `${stem}-${i}`)) } : made;
    const key = sheet.ok ? answerKey(sheet.text) : sheet;
    if (!sheet.ok || !key.ok) {
      out.err(`gtree new random: variant ${i} could not be made a sheet: ${(key as { message: string }).message}.`);
      return 1;
    }
    out.err(
      `variant ${i}: seed ${found.seed}, ${plural(found.tried, 'candidate')} tried${hasConstraints(constraints) ? ` for ${describeConstraints(constraints)}` : ''}`,
    );
    const code = Math.max(emitText(sheet.text, `${base}-${i}.gtree`, out), emitText(key.text, `${base}-${i}.key.gtree`, out));
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * The variants' files' path without `-i.gtree`: `-o keys/vezba.gtree` → `keys/vezba`; a folder
 * (`-o vezba/`, or one that exists) holds them named after it: `vezba/vezba`.
 */
function variantsBase(output: string): string {
  const folder = /[/\\]$/.test(output) || isFolder(output);
  if (!folder) return output.replace(/\.gtree$/, '');
  const trimmed = output.replace(/[/\\]+$/, '');
  const name = trimmed.slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1);
  return join(trimmed || '/', name || 'variant');
}

function notFound(message: string, out: Output): number {
  out.err(`gtree new random: ${message}.`);
  return 1;
}

function constraintsOf(args: ParsedArgs): Constraints {
  const minCuts = whole('min-cuts', stringFlag(args, 'min-cuts')) ?? 0;
  if (minCuts < 0) throw new UsageError(`--min-cuts takes a count of 0 or more, not ${minCuts}`);
  return {
    minCuts,
    deepCut: args.flags.has('deep-cut'),
    noTies: args.flags.has('no-ties'),
    sameUnderBothRules: args.flags.has('same-under-both-rules'),
    askOrder: askOf(args),
  };
}

/** `--ask best-order`: an ordering exercise (the only kind asked for by name so far). */
function askOf(args: ParsedArgs): boolean {
  const ask = stringFlag(args, 'ask');
  if (ask === undefined) return false;
  if (ask !== 'best-order') throw new UsageError(`--ask takes best-order, not ${ask}`);
  return true;
}

function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}
