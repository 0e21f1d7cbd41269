/** A request a generator cannot or will not meet (absurd sizes, impossible positions). */
export class GenerateError extends Error {}

/** The most nodes a generated tree may have: beyond this a tree is no exercise, and the text runs to megabytes. */
export const MAX_GENERATED_NODES = 1_000_000;

/** Checks that an option is a whole number in [min, max]. */
export function requireWhole(what: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new GenerateError(`${what} must be a whole number from ${min} to ${max}, not ${value}`);
  }
}

/**
 * Stops a generator whose tree would have more than MAX_GENERATED_NODES nodes.
 * `tree` begins the sentence "… N nodes" ("a random tree of depth 9 … can have"); `advice` says
 * what to lower. `nodes` is Infinity when counting stopped past the limit.
 */
export function requireSize(nodes: number, tree: string, advice: string): void {
  if (nodes > MAX_GENERATED_NODES) {
    const shown = !Number.isFinite(nodes) ? `more than ${MAX_GENERATED_NODES}` : nodes >= 1e7 ? nodes.toExponential(1).replace('e+', 'e') : String(nodes);
    throw new GenerateError(`${tree} ${shown} nodes; gtree writes at most ${MAX_GENERATED_NODES}: ${advice}`);
  }
}
