import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerDiagnostics, checkText, hasBlanks } from '../../src/core';
import { recordsByPath, traceOf } from './search-helpers';

const DIR = join(__dirname, '..', '..', 'examples');
const read = (name: string): string => readFileSync(join(DIR, name), 'utf8');

describe('the course examples', () => {
  for (const name of readdirSync(DIR).filter((f) => f.endsWith('.gtree'))) {
    it(`${name} checks clean and its written answers agree with the run`, () => {
      const result = checkText(read(name));
      assert.deepEqual(
        result.diagnostics.filter((d) => d.severity !== 'information').map((d) => d.message),
        [],
      );
      assert.deepEqual(
        // An ordering exercise's right order is said as information ('order-best'), not a wrong answer.
        answerDiagnostics(result.trees, { reveal: true })
          .filter((d) => d.severity !== 'information')
          .map((d) => d.message),
        [],
      );
    });
  }

  // A sheet hands out the exercise, never its solution: its comments name no value, window, principal variation or pruned
  // leaf of the run (the lecture's old sheet had "R: 8 <-inf, +inf>" and "Root value 8" there); the key is a file beside it.
  const sheets = readdirSync(DIR).filter((f) => f.endsWith('.gtree') && checkText(read(f)).trees.some((t) => t.model && hasBlanks(t.model)));
  it('has at least one exercise sheet', () => assert.ok(sheets.length >= 1, sheets.join(', ')));
  for (const name of sheets) {
    it(`${name}: its comments carry no solution, and name its key, a file beside it`, () => {
      const comments = read(name)
        .split('\n')
        .filter((line) => line.trimStart().startsWith('#'))
        .join('\n');
      assert.doesNotMatch(comments, /root value|principal variation|\bPV\b|pruned leaves|solution:/i, comments);
      // A window with a bound written in (`<?, ?>` is the blank the sheet asks to fill), a node's value (`R: 8`, `A = 3`).
      assert.doesNotMatch(comments, /<\s*[-+\d∞]|[-+\d∞]\s*>/, comments);
      assert.doesNotMatch(comments, /\b[A-Z]\w{0,3}\s*[:=]\s*[-+]?\d/, comments);
      const key = /\b([\w-]+\.gtree)\b/.exec(comments.replace(name, ''))?.[1];
      assert.ok(key && readdirSync(DIR).includes(key), `the key named in the comments: ${key}`);
      assert.equal(
        checkText(read(key)).trees.some((t) => t.model && hasBlanks(t.model)),
        false,
        `${key} is a key, with every answer`,
      );
    });
  }

  it('Zadatak 1 (tic-tac-toe, minimax): root 0, children −1, 0, −1 as on the slides', () => {
    const r = recordsByPath(traceOf(read('xo-zadatak1-minimax.gtree')));
    assert.deepEqual([r.get('')!.value, r.get('0')!.value, r.get('1')!.value, r.get('2')!.value], [0, -1, 0, -1]);
  });

  it('Zadatak 7 (dice, expectimax): the first player is worth 2', () => {
    assert.equal(traceOf(read('dice-zadatak7-expectimax.gtree')).value, 2);
  });

  it('Novčići: Persival, who starts, wins', () => {
    assert.equal(traceOf(read('novcici-minimax.gtree')).value, 1);
  });

  it('Zlatnici (max^n, prefer UKRADI): payoffs (1, 2, 3)', () => {
    assert.deepEqual(traceOf(read('zlatnici-maxn.gtree')).value, [1, 2, 3]);
  });

  it('Split-Nim from 7 with transpositions: the second player wins', () => {
    const trace = traceOf(read('transpositions-negamax-tt.gtree'));
    assert.equal(trace.value, -1);
    assert.equal(trace.value, traceOf(read('transpositions-negamax-tt.gtree'), { algorithm: 'minimax' }).value);
  });
});
