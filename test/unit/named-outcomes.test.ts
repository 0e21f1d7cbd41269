import { strict as assert } from 'node:assert';
import { traceTextLines } from './cli-helpers';
import { diagramSvg, diagramTikz } from '../../src/cli/diagram-svg';
import { diagramOf, edgeText, namePathText, nodeName } from '../../src/core';
import { jsonOf, traceOf } from './search-helpers';

/*
 * A chance outcome's name (`six 1/6 -> 12`) is shown beside its probability wherever the edge
 * is shown, and names the node it leads to in paths.
 */

// MAX at A: roll leads to a chance node, stay to a leaf 2. Below the chance node MIN moves
// (the player after MAX), so B = min(6, 3) = 3 and roll = 1/6 · 12 + 5/6 · 3 = 2 + 5/2 = 9/2 > 2.
const DICE = 'tree dice {\n  A [ roll -> chance [ six 1/6 -> 12  "not six" 5/6 -> B [ 6 3 ] ]  stay -> 2 ]\n}\n';

describe('named chance outcomes in the output', () => {
  const trace = traceOf(DICE);
  const [roll] = trace.tree.root.children;
  const [six, notSix] = roll.children;

  it('writes the name before the probability on the edge, quoted as the file must write it', () => {
    assert.deepEqual([six, notSix].map(edgeText), ['six 1/6', '"not six" 5/6']);
    assert.equal(edgeText(roll), 'roll');
  });

  it('prints the edges of `gtree run` with their names', () => {
    assert.deepEqual([...traceTextLines(trace)].slice(1, 8), [
      'A  max  = 9/2  #0',
      '  roll -> ·  chance  = 9/2  #1',
      '    six 1/6 -> 12  min  = 12  #2',
      '    "not six" 5/6 -> B  min  = 3  #3',
      '      6  max  = 6  #4',
      '      3  max  = 3  #5',
      '  stay -> 2  min  = 2  #6',
    ]);
  });

  it('names the nodes below a named outcome by the name, as it names them by moves', () => {
    assert.equal(namePathText(six), 'roll → six');
    assert.equal(nodeName(six), 'leaf 12 (roll → six)');
    assert.equal(namePathText(notSix.children[1]), 'roll → "not six" → 2nd');
    assert.equal(nodeName(notSix), 'B');
  });

  it('draws the name beside the probability in the diagram, the TikZ and the SVG', async () => {
    const diagram = diagramOf(trace.tree, trace);
    assert.deepEqual(
      diagram.nodes.map((n) => n.edge),
      [null, 'roll', 'six 1/6', '"not six" 5/6', null, null, 'stay'],
    );
    const tikz = await diagramTikz(diagram, { standalone: false, light: true });
    assert.match(tikz, /\{six 1\/6\}\};$/m);
    assert.match(tikz, /\{"not six" 5\/6\}\};$/m);
    const svg = await diagramSvg(diagram);
    const labels = [...svg.matchAll(/<text class="edge-label"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    assert.deepEqual(labels.sort(), ['"not six" 5/6', 'roll', 'six 1/6', 'stay']);
  });

  it('leaves the JSON as the contract has it: a node record holds no edge, and pv stops at the chance node', () => {
    const json = jsonOf(trace);
    assert.deepEqual(json.pv, ['roll']);
    assert.deepEqual(Object.keys(json.nodes[2]).sort(), ['best', 'label', 'order', 'path', 'player', 'value', 'visits']);
  });
});
