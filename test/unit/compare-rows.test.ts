import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkText, compareAlgorithms, displayValue } from '../../src/core';
import { compareText } from '../../src/extension/host/compare-rows';

const ROOT = join(__dirname, '..', '..');
const CORPUS = ['examples', 'test/fixtures'].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.gtree'))
    .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(join(ROOT, dir, f), 'utf8') })),
);

describe("the diagram's comparison table (made one algorithm at a time)", () => {
  it("has the core's comparison of every tree of every example: the same algorithms, values and totals", () => {
    let trees = 0;
    for (const { name, text } of CORPUS) {
      checkText(text).trees.forEach(({ model }, index) => {
        if (!model) return;
        trees++;
        const compared = compareText(text, index);
        const expected = compareAlgorithms(model).map((c) => {
          if (!c.ok) return { title: c.title, message: c.message };
          const { calls, leafEvals, cuts, researches } = c.totals;
          return { title: c.title, value: displayValue(c.value, model.numberStyle), calls, leafEvals, cuts, researches };
        });
        assert.deepEqual(
          compared,
          { ok: true, message: { type: 'compare', title: model.name === null ? 'this tree' : `"${model.name}"`, rows: expected } },
          `${name} #${index}`,
        );
      });
    }
    assert.ok(trees > 20, `${trees} trees compared`);
  });

  it('says why a tree with errors, or a tree that is not there, has no comparison', () => {
    const text = 'tree "ok" {\n  A [ 1 2 ]\n}\ntree "broken" {\n  A [ 1 2\n}\n';
    assert.equal(compareText(text, 0).ok, true);
    assert.deepEqual(compareText(text, 1), { ok: false, problem: 'This tree has errors: fix them to compare the algorithms.' });
    assert.deepEqual(compareText(text, 2), { ok: false, problem: 'There is no tree 3 in this file any more.' });
  });
});
