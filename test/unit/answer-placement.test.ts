import { strict as assert } from 'node:assert';
import { placeBeside, type Anchor, type Around } from '../../src/webview/answer-placement';

/*
 * Where practice's answer form goes (GAP 8 px): beside the node, never over it, and clear of the
 * node's children, which the student reads to answer. Boxes worked out by hand.
 */
const box = (left: number, top: number, width: number, height: number): Anchor => ({ left, top, right: left + width, bottom: top + height });
const form = { width: 200, height: 60 };
/** A node 40 × 40 at (300, 100) with two children a row below it (top 180). */
const node = box(300, 100, 40, 40);
const children = [box(220, 180, 40, 40), box(380, 180, 40, 40)];
/** Only children to keep. */
const kids = (...boxes: Anchor[]): Around => ({ keep: boxes, near: [] });
const covers = (at: { left: number; top: number }, other: Anchor): boolean =>
  at.left < other.right && at.left + form.width > other.left && at.top < other.bottom && at.top + form.height > other.top;

describe('the answer form beside its node', () => {
  it('goes right of the node, centred on it, when the page has room and nothing is there', () => {
    assert.deepEqual(placeBeside(node, form, { width: 800, height: 600 }, kids(...children)), { left: 348, top: 90 });
  });

  it('in a narrow panel, goes over the node rather than under it, where it would hide the children', () => {
    const page = { width: 400, height: 600 };
    const narrowNode = box(180, 100, 40, 40);
    const spread = [box(100, 180, 40, 40), box(260, 180, 40, 40)];
    const at = placeBeside(narrowNode, form, page, { keep: spread, near: [] });
    // Right: left clamped to 400 − 200 = 200 covers the node; left: −28 clamped to 0 covers it too; lifted alike;
    // over: centred (100, 100 − 8 − 60 = 32).
    assert.deepEqual(at, { left: 100, top: 32 });
    for (const k of [narrowNode, ...spread]) assert.ok(!covers(at, k), `the form ${JSON.stringify(at)} covers ${JSON.stringify(k)}`);
  });

  it('lifts the form to end at the node’s foot when, centred, it would cover a child fanned out to its right', () => {
    // A tall form (90) centred on the node (top 75) reaches 165 and covers the child at (350, 150).
    const tall = { width: 200, height: 90 };
    const kid = box(350, 150, 40, 40);
    const at = placeBeside(node, tall, { width: 800, height: 600 }, kids(kid));
    // Right, centred: (348, 75) to (548, 165) covers the child; left, centred: (92, 75) covers nothing.
    assert.deepEqual(at, { left: 92, top: 75 });
    const hemmed = placeBeside(node, tall, { width: 800, height: 600 }, kids(kid, box(180, 150, 40, 40)));
    // Both centred sides cover a child; lifted right: (348, 140 − 90 = 50) to (548, 140) is clear.
    assert.deepEqual(hemmed, { left: 348, top: 50 });
  });

  it('at the top of a narrow page, goes under the children, not between the node and them', () => {
    const page = { width: 400, height: 600 };
    const top = box(180, 10, 40, 40);
    const below = [box(100, 90, 40, 40), box(260, 90, 40, 40)];
    // Over: top clamped to 0 covers the node; under the children: (100, 130 + 8 = 138).
    assert.deepEqual(placeBeside(top, form, page, kids(...below)), { left: 100, top: 138 });
  });

  it('without children to keep: right of the node, else left of it', () => {
    assert.deepEqual(placeBeside(node, form, { width: 800, height: 600 }), { left: 348, top: 90 });
    assert.deepEqual(placeBeside(box(560, 100, 40, 40), form, { width: 700, height: 600 }), { left: 352, top: 90 });
  });

  it('when nothing is clear, never covers the node if any place avoids it, and stays inside the page', () => {
    // A page barely wider than the form: every place covers a child; over the node is clear of it.
    const page = { width: 210, height: 400 };
    const small = box(90, 100, 30, 30);
    const wide = [box(0, 150, 100, 100), box(110, 150, 100, 100)];
    const at = placeBeside(small, form, page, kids(...wide));
    assert.ok(!covers(at, small));
    assert.ok(at.left >= 0 && at.left + form.width <= page.width && at.top >= 0 && at.top + form.height <= page.height);
  });

  it('keeps the parent in sight too: with the parent over the node, goes under the children', () => {
    // The narrow panel again, A over the node (its window sets the node's): over would cover A,
    // so under the children: (100, 220 + 8 = 228).
    const page = { width: 400, height: 600 };
    const at = placeBeside(box(180, 100, 40, 40), form, page, { keep: [box(100, 180, 40, 40), box(260, 180, 40, 40), box(180, 20, 40, 40)], near: [] });
    assert.deepEqual(at, { left: 100, top: 228 });
  });

  it('covers a sibling only when every place clear of the node and what it keeps covers one', () => {
    // Right of the node (348, 90) covers a sibling at (560, 100); left (92, 90) is clear of all.
    const sibling = box(500, 100, 40, 40);
    assert.deepEqual(placeBeside(node, form, { width: 800, height: 600 }, { keep: children, near: [sibling] }), { left: 92, top: 90 });
    // With siblings on both sides and no room over or under, one is covered, never the node or a child.
    const tight = { width: 800, height: 140 };
    const at = placeBeside(node, form, tight, { keep: [], near: [sibling, box(100, 100, 40, 40)] });
    assert.ok(!covers(at, node), JSON.stringify(at));
  });
});
