// The part of node:assert/strict the extension tests use, for the web extension host's bundle (a browser
// Web Worker has no node:assert; scripts/build.mjs maps the import here). Same names, strict semantics:
// Object.is for equal, and deepEqual comparing prototypes and own enumerable keys.

export class AssertionError extends Error {
  override name = 'AssertionError';
}

const show = (value: unknown): string => {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
};

function fail(message: string | Error | undefined, fallback: string): never {
  if (message instanceof Error) throw message;
  throw new AssertionError(message ?? fallback);
}

export function ok(value: unknown, message?: string | Error): asserts value {
  if (!value) fail(message, `expected a truthy value, got ${show(value)}`);
}

export function equal<T>(actual: unknown, expected: T, message?: string | Error): asserts actual is T {
  if (!Object.is(actual, expected)) fail(message, `expected ${show(expected)}, got ${show(actual)}`);
}

export function notEqual(actual: unknown, expected: unknown, message?: string | Error): void {
  if (Object.is(actual, expected)) fail(message, `expected a value other than ${show(expected)}`);
}

function deepStrictEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepStrictEqual(recordA[k], recordB[k]));
}

export function deepEqual<T>(actual: unknown, expected: T, message?: string | Error): asserts actual is T {
  if (!deepStrictEqual(actual, expected)) fail(message, `expected ${show(expected)}, got ${show(actual)}`);
}

export function match(text: string, pattern: RegExp, message?: string | Error): void {
  if (!pattern.test(text)) fail(message, `expected ${show(text)} to match ${pattern}`);
}

export function doesNotMatch(text: string, pattern: RegExp, message?: string | Error): void {
  if (pattern.test(text)) fail(message, `expected ${show(text)} not to match ${pattern}`);
}
