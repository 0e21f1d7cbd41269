import { cmp, fromRational, type Num } from '../model/num';
import { rational, decimalValue } from '../model/rational';
import type { Expr } from './expression';

/*
 * The answers about an unknown, as written between braces (docs/language.md, "Answers about an
 * unknown"): a cut condition `/{x <= 3}`, `/{x < -2 or x > 5}`, `/{1 <= x < 4}`, `/{always}`, and
 * a value `={max(3, min(x, 4))}`. Read from the text when judged; a reading error says what was
 * expected.
 */

type Op = '<' | '<=' | '>' | '>=' | '=';
/** One clause of a condition: every comparison `x op c` holds. */
export type Clause = readonly { readonly op: Op; readonly value: Num }[];
/** A condition: any clause holds (`or`); no clause is `never`, an empty clause `always`. */
export type Condition = readonly Clause[];

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const TOKEN = /\s*(<=|>=|<|>|=|\(|\)|,|[−-]?\d+(?:\.\d+)?(?:\/\d+)?|[\p{L}_][\p{L}\p{M}\d_'-]*)/uy;

function tokens(text: string): string[] | null {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(text);
    if (!m) return null;
    out.push(m[1]);
  }
  return out;
}

/** A number token's exact value, or null. */
function numberOf(token: string | undefined): Num | null {
  if (token === undefined || !/^[−-]?\d/.test(token)) return null;
  const t = token.replace('−', '-');
  const [top, bottom] = t.split('/');
  const n = decimalValue(top);
  if (!n) return null;
  if (bottom === undefined) return fromRational(n);
  const d = BigInt(bottom);
  return d === 0n ? null : fromRational(rational(n.num, n.den * d));
}

const OPS = new Set<string>(['<', '<=', '>', '>=', '=']);
const FLIP: Record<Op, Op> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=' };

/** Reads `x <= 3`, `3 < x <= 5`, `x = 2 or x > 7`, `always`, `never`, for the unknown `name`. */
export function readCondition(text: string, name: string): Read<Condition> {
  const expected = `expected a condition on ${name} such as '${name} <= 3', '1 <= ${name} < 4' or '${name} < -2 or ${name} > 5' ('always', 'never')`;
  const ts = tokens(text.trim());
  if (!ts || ts.length === 0) return { ok: false, message: expected };
  if (ts.length === 1 && ts[0] === 'always') return { ok: true, value: [[]] };
  if (ts.length === 1 && ts[0] === 'never') return { ok: true, value: [] };
  const clauses: Clause[] = [];
  let clause: { op: Op; value: Num }[] = [];
  let i = 0;
  // A clause: [c op] name [op c], at least one comparison.
  for (;;) {
    const before = numberOf(ts[i]);
    if (before !== null) {
      if (!OPS.has(ts[i + 1]) || ts[i + 2] !== name) return { ok: false, message: expected };
      clause.push({ op: FLIP[ts[i + 1] as Op], value: before });
      i += 2;
    } else if (ts[i] !== name)
      return { ok: false, message: ts[i] && /^\p{L}/u.test(ts[i]) && ts[i] !== 'or' ? `'${ts[i]}' is not this tree's unknown (${name})` : expected };
    i++;
    if (OPS.has(ts[i]) && numberOf(ts[i + 1]) !== null) {
      clause.push({ op: ts[i] as Op, value: numberOf(ts[i + 1])! });
      i += 2;
    }
    if (clause.length === 0) return { ok: false, message: expected };
    clauses.push(clause);
    clause = [];
    if (i >= ts.length) return { ok: true, value: clauses };
    if (ts[i] !== 'or') return { ok: false, message: expected };
    i++;
  }
}

/** Whether `x` satisfies the condition. */
export function holds(condition: Condition, x: Num): boolean {
  return condition.some((clause) =>
    clause.every(({ op, value }) => {
      const c = cmp(x, value);
      return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : op === '>=' ? c >= 0 : c === 0;
    }),
  );
}

/** The numbers a condition writes (breakpoints for judging it). */
export const conditionNumbers = (condition: Condition): Num[] => condition.flatMap((clause) => clause.map((c) => c.value));

/** Reads `max(3, min(x, 4))`, a number, or the unknown `name` itself. */
export function readExpression(text: string, name: string): Read<Expr> {
  const expected = `expected a number, ${name}, or max(…)/min(…) of them, such as 'max(3, min(${name}, 4))'`;
  const ts = tokens(text.trim());
  if (!ts || ts.length === 0) return { ok: false, message: expected };
  let i = 0;
  let problem: string | null = null;
  const expr = (depth: number): Expr | null => {
    const t = ts[i++];
    const n = numberOf(t);
    if (n !== null) return { kind: 'num', value: n };
    if (t === name) return { kind: 'unknown' };
    if ((t === 'max' || t === 'min') && ts[i] === '(' && depth < 200) {
      i++;
      const args: Expr[] = [];
      while (ts[i] !== ')') {
        if (i >= ts.length) return null;
        if (ts[i] === ',') {
          i++;
          continue;
        }
        const a = expr(depth + 1);
        if (!a) return null;
        args.push(a);
      }
      i++;
      return args.length > 0 ? { kind: t, args } : null;
    }
    if (t !== undefined && /^\p{L}/u.test(t) && t !== 'max' && t !== 'min') problem = `'${t}' is not this tree's unknown (${name})`;
    return null;
  };
  const e = expr(0);
  if (!e || i !== ts.length) return { ok: false, message: problem ?? expected };
  return { ok: true, value: e };
}
