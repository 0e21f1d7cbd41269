import { decimalText, toNumber, type Num } from '../model/num';
import { formatRational } from '../model/rational';
import type { Value } from '../search/recorder';

/*
 * Numbers in gtree's JSON (docs/cli.md, "Exact numbers in the JSON"). A value is exact (a
 * rational); a JSON number is decimal text. So a value with a finite decimal is written with
 * every digit, which is exact whatever its size (`99999999999999999999`, `0.0625`); a value
 * without one (`7/3`) is written as its nearest double, as the contract says ("fractions as
 * numbers"), and the object holds its exact value beside it as a string, in a field named
 * after the number's with `Exact` added (`"value": 2.3333333333333335, "valueExact": "7/3"`).
 * JSON.stringify cannot write a number's digits beyond a double's, hence JsonNumber and
 * jsonText here.
 */

/** A number's JSON text, written as it is by jsonText. */
export class JsonNumber {
  constructor(readonly text: string) {}
}

/** A finite value's JSON number text, and whether that text is the value exactly. */
export function numberText(v: Num): { readonly text: string; readonly exact: boolean } {
  if (typeof v === 'number') return { text: String(v), exact: true };
  const digits = decimalText(v);
  if (digits !== null) return { text: digits, exact: true };
  const nearest = toNumber(v);
  return { text: Number.isFinite(nearest) ? JSON.stringify(nearest) : 'null', exact: false };
}

/** The exact value as the `…Exact` field writes it: an integer's digits, or a fraction (`7/3`). */
export const exactText = (v: Num): string => (typeof v === 'number' ? String(v) : formatRational(v));

/** Infinities as the contract writes them: the strings "-inf" and "+inf". */
const bound = (v: Num): JsonNumber | string => (v === Infinity ? '+inf' : v === -Infinity ? '-inf' : new JsonNumber(numberText(v).text));

/**
 * The fields of one number of an object: `{ value: 3 }`, or with its exact value beside an
 * inexact number `{ value: 2.33…, valueExact: "7/3" }`; a tuple's exact values are a list,
 * one per component, when any component is inexact. Infinities are "-inf" and "+inf".
 */
export function numberFields(name: string, v: Value): Record<string, unknown> {
  if (Array.isArray(v)) {
    const items = v as readonly Num[];
    const fields: Record<string, unknown> = { [name]: items.map(bound) };
    if (items.some((x) => !numberText(x).exact)) fields[`${name}Exact`] = items.map(exactText);
    return fields;
  }
  const x = v as Num;
  if (x === Infinity || x === -Infinity) return { [name]: bound(x) };
  const written = numberText(x);
  return written.exact ? { [name]: new JsonNumber(written.text) } : { [name]: new JsonNumber(written.text), [`${name}Exact`]: exactText(x) };
}

/**
 * JSON.stringify(v, null, 2)'s text, indented by `indent` more spaces after each line break, with a
 * JsonNumber written as its text. Only what gtree puts in its JSON: plain objects, arrays,
 * strings, numbers, booleans and null (undefined fields left out, as JSON.stringify does).
 */
export function jsonText(v: unknown, indent = ''): string {
  if (v instanceof JsonNumber) return v.text;
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return `[\n${v.map((x) => inner + jsonText(x, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${jsonText(x, inner)}`).join(',\n')}\n${indent}}`;
}
