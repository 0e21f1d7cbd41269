/**
 * The self-contained page's parts that need no browser (src/page/): the playground's link
 * carries every example's text unchanged and refuses a tree too large for a link; the page's
 * data reads back what the export writes; and the in-page sheet writes answers as the panel's
 * writer does and keeps the solution out of the drawing until it is asked for; its undo takes
 * back one answer a step and drops its steps once the text changed otherwise.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerEdits, applyEdits, checkText } from '../../src/core';
import { practiseText } from '../../src/markdown/practise-text';
import { colourRuns } from '../../src/page/colours';
import { decodeTree, encodeTree, LINK_LIMIT } from '../../src/page/link';
import { readSheetData, sheetData, storageKey, type SheetData } from '../../src/page/page-data';
import { contentSecurityPolicy, pageHtml } from '../../src/page/page-html';
import { Sheet } from '../../src/page/sheet';
import { TextHistory } from '../../src/page/text-history';
import { gtree, gtreeAsync } from './cli-helpers';

const EXAMPLES = join(__dirname, '../../examples');
const examples = readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree'));

describe('the self-contained page', () => {
  describe('the playground link', () => {
    for (const name of examples) {
      it(`carries ${name} unchanged`, async () => {
        const text = readFileSync(join(EXAMPLES, name), 'utf8');
        const link = await encodeTree(text);
        assert.ok(link.ok, !link.ok ? link.message : '');
        assert.match(link.fragment, /^t=[A-Za-z0-9_-]+$/);
        assert.deepEqual(await decodeTree(`#${link.fragment}`), { text });
      });
    }

    it('refuses a tree too large for a link, saying how large and what to do', async () => {
      // Random payoffs compress badly: a large tree makes a link far over the limit.
      let seed = 7;
      const leaf = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % 1000;
      const text = `tree { root [ ${Array.from({ length: 3000 }, () => `[ ${leaf()} ${leaf()} ]`).join(' ')} ] }\n`;
      const link = await encodeTree(text);
      assert.ok(!link.ok);
      assert.match(link.message, new RegExp(`over the ${LINK_LIMIT.toLocaleString('en')} a link can safely carry: share the \\.gtree file`));
    });

    it('says a damaged link is damaged, and a fragment of something else carries no tree', async () => {
      const link = await encodeTree('tree { A [ 1 2 ] }');
      assert.ok(link.ok);
      assert.match(((await decodeTree(link.fragment.slice(0, -4))) as { message: string }).message, /damaged/);
      assert.match(((await decodeTree('t=!!')) as { message: string }).message, /damaged/);
      assert.equal(await decodeTree('#section-2'), null);
    });
  });

  describe("the playground's colours", () => {
    it('cuts the text into runs of the kinds the grammar colours, which join back into the text', () => {
      const text = '# a note\ntree "T" {\n  A =? <?, ?> [ B [ 3 /12 ] C [ -inf 2.5 ] ]\n}\n';
      const kinds = colourRuns(text)
        .filter((r) => r.kind !== 'plain' && r.kind !== 'punctuation')
        .map((r) => `${r.kind}:${r.text}`);
      assert.deepEqual(kinds, [
        'comment:# a note',
        'keyword:tree',
        'string:"T"',
        'name:A',
        'blank:?',
        'blank:?',
        'blank:?',
        'name:B',
        'number:3',
        'cut:/',
        'number:12',
        'name:C',
        'number:-inf',
        'number:2.5',
      ]);
      for (const name of examples) {
        const example = readFileSync(join(EXAMPLES, name), 'utf8');
        assert.equal(
          colourRuns(example)
            .map((r) => r.text)
            .join(''),
          example,
          name,
        );
      }
      assert.equal(
        colourRuns('tree { A [ 1 § 2 ] }')
          .map((r) => r.text)
          .join(''),
        'tree { A [ 1 § 2 ] }',
        'a stray character stays in place',
      );
    });
  });

  describe("a Markdown block's Practise link", () => {
    it('carries a sheet to answer: a solved or plain tree blanked, a sheet or a tree with errors as written', () => {
      const solved = 'tree { algorithm: alphabeta\n  A =3 <-inf, +inf> [ B =3 <-inf, +inf> [ 3 12 ] C =2 <3, +inf> [ 2 /8 ] ] }\n';
      assert.equal(practiseText(solved), 'tree { algorithm: alphabeta\n  A =? <?, ?> [ B =? <?, ?> [ 3 12 ] C =? <?, ?> [ 2 8 ] ] }\n');
      assert.equal(practiseText('A [ B [ 3 12 ] C [ 2 8 ] ]'), 'A =? [ B =? [ 3 12 ] C =? [ 2 8 ] ]');
      for (const kept of ['A =? [ B [ 3 12 ] C [ 2 8 ] ]', 'A [ B [ 3 12 ] C [ 2 x ] ]', '']) assert.equal(practiseText(kept), kept);
    });
  });

  describe('the page data', () => {
    it('reads back what the page carries, and refuses damaged data without throwing', async () => {
      const data = { name: 's.gtree', text: 'tree { A [ 1 </script> 2 ] }', tree: 0, practice: true, playground: false };
      const html = await pageHtml({ script: 'void 0', style: 'p{}', worker: 'self.onmessage=null', data, title: 'T <x>' });
      const json = /id="gtree-sheet">(.*?)<\/script>/s.exec(html)![1];
      assert.doesNotMatch(json, /<\/script/i);
      assert.deepEqual(readSheetData(json), data);
      assert.match(html, /<title>T &lt;x&gt;<\/title>/);
      for (const bad of ['', 'nope', '[]', '{"text": 3}', 'null']) assert.equal(typeof readSheetData(bad), 'string');
    });

    it('names only its own script and style in its policy, by their SHA-256, and nothing to fetch', async () => {
      const csp = contentSecurityPolicy({ script: 'A', style: 'B' });
      assert.equal(
        csp,
        "default-src 'none'; script-src 'sha256-A'; style-src 'sha256-B'; worker-src blob:; img-src blob:; base-uri 'none'; form-action 'none'",
      );
      const data = readSheetData('{"name":"a","text":""}') as SheetData;
      const html = await pageHtml({ script: 'void 0', style: 'p{}', worker: '', data, title: '' });
      const sha = (text: string): string => createHash('sha256').update(text).digest('base64');
      assert.ok(html.includes(`script-src 'sha256-${sha('void 0')}'; style-src 'sha256-${sha('p{}')}'`));
      await assert.rejects(pageHtml({ script: 'x</script>', style: '', worker: '', data, title: '' }));
    });

    it('blanks a solved tree practised, so the page holds no answer, and keeps a sheet as written', () => {
      const solved = 'tree { A =3 <-inf, +inf> [ B =3 [ 3 12 ] /C [ 2 ] ] }\n';
      const tree = checkText(solved).trees[0].model!;
      const { data, elk } = sheetData({ name: 's.gtree', text: solved }, 0, tree, { practice: true, playground: false });
      assert.equal(elk, false, 'a small tree: the tidy layout');
      assert.ok(data.practice);
      assert.doesNotMatch(data.text, /=3|\/C/);
      assert.equal(sheetData({ name: 's', text: solved }, 0, tree, { practice: false, playground: true }).data.text, solved);
    });

    it('keys the answers by the sheet as given and its tree', () => {
      const a = storageKey({ text: 'tree { A =? [ 1 2 ] }', tree: 0 });
      assert.equal(a, storageKey({ text: 'tree { A =? [ 1 2 ] }', tree: 0 }));
      assert.notEqual(a, storageKey({ text: 'tree { A =? [ 1 3 ] }', tree: 0 }));
      assert.notEqual(a, storageKey({ text: 'tree { A =? [ 1 2 ] }', tree: 1 }));
    });
  });

  describe('the in-page sheet', () => {
    const SHEET = 'tree "t" {\n  algorithm: alphabeta\n  A =? <?, ?> [\n    B =? <?, ?> [ 3 12 8 ]\n    C =? <?, ?> [ 2 4 6 ]\n  ]\n}\n';

    it('draws the sheet without the run’s answers until the solution is asked for', () => {
      const sheet = new Sheet(SHEET, 0, true);
      const drawing = sheet.drawing();
      assert.ok(drawing.ok);
      assert.ok(drawing.diagram.practice);
      assert.deepEqual(
        drawing.diagram.nodes.filter((n) => n.payoff === null).map((n) => n.value?.text),
        ['blank', 'blank', 'blank'],
      );
      sheet.act('showSolution');
      const shown = sheet.drawing();
      assert.ok(shown.ok);
      assert.equal(shown.diagram.nodes[0].value?.text, '3');
      assert.equal(sheet.text, SHEET, 'the solution never enters the text');
    });

    it('writes an answer as the panel’s writer does, and refuses bad input with the writer’s words', () => {
      const sheet = new Sheet(SHEET, 0, true);
      assert.equal(sheet.answer({ type: 'answer', node: 1, value: '3', alpha: '-inf', beta: '+inf' }), null);
      const tree = checkText(SHEET).trees[0].model!;
      const panel = answerEdits(tree, tree.allNodes()[1], SHEET, { value: '3', alpha: '-inf', beta: '+inf' });
      assert.ok(panel.ok);
      assert.equal(sheet.text, applyEdits(SHEET, panel.edits));
      const before = sheet.text;
      const refused = sheet.answer({ type: 'answer', node: 0, value: 'abc', alpha: '', beta: '' });
      assert.match(refused?.message ?? '', /'abc' is not a number/);
      assert.equal(refused?.field, 'value', 'the refusal names the field it is about, as the panel’s writer does');
      assert.equal(sheet.answer({ type: 'answer', node: 0, value: '3', alpha: 'x', beta: '' })?.field, 'alpha');
      assert.equal(sheet.text, before);
      assert.equal(sheet.answer({ type: 'mark', node: 7, mark: 1 }), null);
      assert.match(sheet.text, /2 \/4 6/);
    });

    it('says the counts on Check and points at the next node on Next step, moving on once it is answered', () => {
      const sheet = new Sheet(SHEET, 0, true);
      assert.match(sheet.act('check'), /blank/);
      assert.match(sheet.act('nextStep'), /^A is visited with α = −∞, β = \+∞/);
      assert.equal(sheet.answer({ type: 'answer', node: 0, value: '', alpha: '-inf', beta: '+inf' }), null);
      assert.doesNotMatch(sheet.act('nextStep'), /^A is visited/);
      for (const [node, value, alpha, beta] of [
        [0, '3', '-inf', '+inf'],
        [1, '3', '-inf', '+inf'],
        [5, '2', '3', '+inf'],
      ] as const) {
        assert.equal(sheet.answer({ type: 'answer', node, value, alpha, beta }), null);
      }
      for (const node of [7, 8]) assert.equal(sheet.answer({ type: 'mark', node, mark: 1 }), null);
      assert.equal(sheet.act('nextStep'), 'Every answer is right. Well done!');
    });

    it('says why a tree with errors cannot be drawn, and never throws', () => {
      const sheet = new Sheet('tree { A [ 1 ', 0, true);
      const drawing = sheet.drawing();
      assert.ok(!drawing.ok);
      assert.equal(sheet.act('check'), '');
      assert.deepEqual(sheet.answer({ type: 'answer', node: 0, value: '1', alpha: null, beta: null }), {
        message: 'The tree has changed: answer again on the diagram as it is now.',
        field: null,
      });
    });
  });

  describe('the page’s undo', () => {
    it('takes back and writes again one answer a step, and a new answer drops what was undone', () => {
      const history = new TextHistory();
      history.record('a', 'ab');
      history.record('ab', 'abc');
      history.record('abc', 'abc'); // nothing changed: no step
      assert.equal(history.undo('abc'), 'ab');
      assert.equal(history.undo('ab'), 'a');
      assert.equal(history.undo('a'), null, 'nothing left to undo');
      assert.equal(history.redo('a'), 'ab');
      history.record('ab', 'abd');
      assert.equal(history.redo('abd'), null, 'a new answer drops the steps undone');
      assert.equal(history.undo('abd'), 'ab');
    });

    it('drops its steps once the text changed otherwise (Start over, typing), never restoring a stale text', () => {
      const history = new TextHistory();
      history.record('a', 'ab');
      assert.equal(history.undo('typed'), null);
      assert.equal(history.undo('ab'), null, 'the steps before the outside change are gone');
      history.record('x', 'xy');
      assert.equal(history.undo('xy'), 'x');
      assert.equal(history.redo('cleared'), null);
      assert.equal(history.redo('x'), null);
    });
  });

  describe('gtree export --format html', () => {
    const LECTURE = join(EXAMPLES, 'alphabeta-lecture.gtree');

    it('prints one page with the file in it, the tidy layout for a small tree (needs npm run build)', async () => {
      const { code, out } = await gtreeAsync('export', LECTURE, '--format', 'html', '--practice');
      assert.equal(code, 0);
      const html = out.join('\n');
      const data = readSheetData(/id="gtree-sheet">(.*?)<\/script>/s.exec(html)![1]) as SheetData;
      assert.equal(data.name, 'alphabeta-lecture.gtree');
      assert.ok(data.practice);
      assert.equal(data.text.match(/=\? <\?, \?>/g)?.length, 4);
      assert.ok(html.length < 400_000, `${html.length}`);
    });

    it('refuses what the page has no use for, with the reason, and never a page for svg', async () => {
      for (const flag of [['--blank'], ['--algorithm', 'minimax'], ['--iteration', 'all'], ['--snippet']]) {
        const { code, errs } = await gtreeAsync('export', LECTURE, '--format', 'html', ...flag);
        assert.equal(code, 2, flag.join(' '));
        assert.match(errs.join('\n'), /is not for --format html: the page runs the tree as its file says/);
      }
      const svg = gtree('export', LECTURE, '--format', 'svg', '--playground');
      assert.equal(svg.code, 2);
      assert.match(svg.errs.join('\n'), /--playground makes a page: it takes --format html/);
    });
  });
});
