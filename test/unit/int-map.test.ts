import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { IntMap } from '../../src/core/text/int-map';

describe('IntMap: whole-number keys to Int32 values in typed arrays', () => {
  it('agrees with a Map on any sequence of sets and gets, through its growth', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 0xfffffffe }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })), { maxLength: 300 }), (pairs) => {
        const map = new IntMap();
        const expected = new Map<number, number>();
        for (const [key, value] of pairs) {
          map.set(key, value);
          expected.set(key, value);
        }
        for (const [key, value] of expected) assert.equal(map.get(key), value);
        for (const [key] of pairs) if (key + 1 < 0xffffffff) assert.equal(map.get(key + 1), expected.get(key + 1)); // 2^32 − 1 is no key
      }),
    );
  });

  it('keeps 100 000 nearby keys (every row of a deep chain) and the largest key', () => {
    const map = new IntMap();
    for (let row = 0; row < 100000; row++) map.set(row * 8 + 1, row * 6);
    map.set(0xfffffffe, -1);
    for (let row = 0; row < 100000; row += 997) assert.equal(map.get(row * 8 + 1), row * 6);
    assert.equal(map.get(2), undefined);
    assert.equal(map.get(0xfffffffe), -1);
  });
});
