import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ALGORITHMS,
  answerDiagnostics,
  applyEdits,
  blankFile,
  checkText,
  commentRemovals,
  isBlank,
  sheetHeading,
  withSheetHeading,
  type GameTree,
  type TextEdit,
} from '../../src/core';
import { lines } from './helpers';
import { gtree, gtreeAsync } from './cli-helpers';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

const models = (text: string): GameTree[] =>
  checkText(text).trees.map((t) => {
    assert.ok(t.model, 'every tree is valid');
    return t.model;
  });

/** The inner nodes a student writes answers on: written with children, not references. */
const innerNodes = (tree: GameTree) => tree.allNodes().filter((n) => n.syntax.openBracket !== null && n.syntax.rare.ref === null);

const spanText = (text: string, span: { start: number; end: number }): string => text.slice(span.start, span.end);

/** Asserts that no inner node carries an answer and no edge a cut mark; every inner node has `=?` (and `<?, ?>` where windows are passed). */
function assertBlank(sheet: string): void {
  for (const tree of models(sheet)) {
    // A tree with an unknown leaf asks no windows: they change with x.
    const windowed = ALGORITHMS[tree.settings.algorithm].windowed && !tree.unknown;
    for (const node of tree.allNodes()) assert.equal(node.syntax.rare.cut, null, `a cut mark at ${node.syntax.start}`);
    for (const node of innerNodes(tree)) {
      const { value } = node.syntax;
      const { window } = node.syntax.rare;
      assert.ok(value && isBlank(value), `node ${node.label ?? node.id} has =?`);
      if (windowed) assert.equal(window && spanText(sheet, window), '<?, ?>', `node ${node.label ?? node.id} has <?, ?>`);
      else assert.equal(window, null);
    }
  }
}

/** The sheet with the key's answers written back in, node by node (the same nodes in pre-order in both). */
function filledBack(sheet: string, key: string): string {
  const edits: TextEdit[] = [];
  models(sheet).forEach((tree, t) => {
    const keyNodes = models(key)[t].allNodes();
    tree.allNodes().forEach((node, i) => {
      const answer = keyNodes[i].syntax;
      const s = node.syntax;
      if (s.value && isBlank(s.value) && answer.value && !isBlank(answer.value))
        edits.push({ start: s.value.start, end: s.value.end, text: `=${spanText(key, answer.value)}` });
      // An answer about the unknown, `={…}`, and a cut condition `/{…}`, with their braces.
      if (s.value && isBlank(s.value) && answer.rare.formula)
        edits.push({ start: s.value.start, end: s.value.end, text: `={${spanText(key, answer.rare.formula)}}` });
      const cut = answer.rare.cut && answer.rare.cut.condition ? `${spanText(key, answer.rare.cut)}{${spanText(key, answer.rare.cut.condition)}} ` : null;
      if (s.rare.window && answer.rare.window) edits.push({ start: s.rare.window.start, end: s.rare.window.end, text: spanText(key, answer.rare.window) });
      if (cut) edits.push({ start: s.start, end: s.start, text: cut });
      else if (answer.rare.cut) edits.push({ start: s.start, end: s.start, text: spanText(key, answer.rare.cut) });
    });
  });
  return applyEdits(sheet, edits);
}

describe('blank sheets and their keys', () => {
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'gtree-blank-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  // An ordering exercise's sheet is handed out worst-first and its key is its best order, so neither is the other filled in or emptied: ordering-exercise.test.ts.
  for (const name of readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree') && f !== 'ordering-exercise.gtree')) {
    it(`gtree blank ${name}: a sheet that checks with blanks only, a key that checks right, the key's answers filled back in give the key`, async () => {
      const original = readFileSync(join(EXAMPLES, name), 'utf8');
      const sheetPath = join(dir, `${name}.sheet.gtree`);
      const keyPath = join(dir, `${name}.key.gtree`);
      const run = gtree('blank', join(EXAMPLES, name), '-o', sheetPath, '--key', keyPath);
      assert.equal(run.code, 0, run.errs.join('\n'));
      const sheet = readFileSync(sheetPath, 'utf8');
      const key = readFileSync(keyPath, 'utf8');

      const checked = checkText(sheet);
      assert.deepEqual(
        checked.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
        [],
      );
      assert.deepEqual(
        answerDiagnostics(checked.trees, { reveal: true }).map((d) => d.message),
        [],
      );
      // Besides blanks, only what the original file already said (a setting's note, say): the sheet adds no problem.
      const before = new Set(checkText(original).diagnostics.map((d) => `${d.code}: ${d.message}`));
      assert.deepEqual(
        checked.diagnostics.filter((d) => d.code !== 'blank' && !before.has(`${d.code}: ${d.message}`)).map((d) => d.message),
        [],
      );
      assert.ok(checked.diagnostics.some((d) => d.code === 'blank'));
      assertBlank(sheet);

      const keyChecked = checkText(key);
      assert.deepEqual(
        keyChecked.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
        [],
      );
      assert.deepEqual(
        answerDiagnostics(keyChecked.trees, { reveal: true }).map((d) => d.message),
        [],
      );
      assert.notEqual(key, sheet, 'the key has answers');
      assert.equal(filledBack(sheet, key), key);
      const again = blankFile(key);
      assert.ok(again.ok);
      assert.equal(again.text, sheet, 'the key made blank is the sheet');

      // Graded against the key, the key itself scores every answer right and the sheet none (all blank).
      const perfect = join(dir, `${name}.perfect.gtree`);
      writeFileSync(perfect, key);
      const graded = await gtreeAsync('grade', keyPath, perfect, sheetPath, '--json');
      assert.equal(graded.code, 0, graded.errs.join('\n'));
      const [full, empty] = JSON.parse(graded.out.join('\n')).submissions;
      assert.deepEqual([full.status, full.score, full.wrong, full.blank], ['graded', 1, 0, 0]);
      assert.deepEqual([empty.status, empty.score, empty.right, empty.wrong, empty.blank], ['graded', 0, 0, 0, full.total]);
    });
  }

  it('blanks the inner nodes of a pruned subtree, removes every cut mark and keeps the leaves, moves and estimates', () => {
    // MAX at A: B (MIN) is worth 5; under C the first leaf 3 ≤ 5 closes C's window, so D is never searched.
    const solved = lines(
      'tree "P" {',
      '  algorithm: alphabeta',
      '  A =5 <-inf, +inf> [',
      '    b -> B =5 [ 5 6 ]',
      '    c -> C =3 [ 3 /d -> D [ 9 9 ] ]',
      '  ]',
      '}',
      '',
    );
    const sheet = blankFile(solved);
    assert.ok(sheet.ok);
    assert.equal(
      sheet.text,
      lines(
        'tree "P" {',
        '  algorithm: alphabeta',
        '  A =? <?, ?> [',
        '    b -> B =? <?, ?> [ 5 6 ]',
        '    c -> C =? <?, ?> [ 3 d -> D =? <?, ?> [ 9 9 ] ]',
        '  ]',
        '}',
        '',
      ),
    );
    const path = join(dir, 'pruned.gtree');
    const keyPath = join(dir, 'pruned.key.gtree');
    writeFileSync(path, solved);
    assert.equal(gtree('blank', path, '--key', keyPath).code, 0);
    // D is pruned: its answer is the cut mark on its edge, and its blanks stay.
    assert.match(readFileSync(keyPath, 'utf8'), /C =3 <5, \+inf> \[ 3 \/d -> D =\? <\?, \?> \[ 9 9 \] \]/);
  });

  it('writes =? only, and removes a written window, where the algorithm passes none; keeps estimates after the blank', () => {
    const text = lines('algorithm: minimax', 'depth: 1', 'A <1, 2> [ B ~4 [ 1 5 ] C =1 ~2 [ 3 1 ] ]', '');
    const sheet = blankFile(text);
    assert.ok(sheet.ok);
    assert.equal(sheet.text, lines('algorithm: minimax', 'depth: 1', 'A =? [ B =? ~4 [ 1 5 ] C =? ~2 [ 3 1 ] ]', ''));
  });

  it('says that comments stay, which may quote answers, and drops them with --no-comments', () => {
    const path = join(EXAMPLES, 'exercise-blank-sheet.gtree');
    const kept = gtree('blank', path);
    assert.equal(kept.code, 0);
    // The example's header is 7 lines of comment (its solution is in the key file beside it).
    assert.deepEqual(kept.errs, [`note: the sheet keeps the 7 comments of ${path}, which may give answers away; --no-comments drops them`]);
    assert.match(kept.out.join('\n'), /^# Exercise sheet: minimax with alpha-beta pruning/m);
    const dropped = gtree('blank', path, '--no-comments');
    assert.deepEqual(dropped.errs, []);
    const sheet = `${dropped.out.join('\n')}\n`;
    // The sheet's own heading (a name line, the conventions) is the only comment left.
    const heading = '# Name: ______________________________\n# "Vežba: alfa-beta": alpha-beta, fail-soft, cut when α ≥ β\n\n';
    assert.ok(sheet.startsWith(heading), sheet.slice(0, 200));
    assert.doesNotMatch(sheet.slice(heading.length), /#/);
    // The sheet says its variant, the file's name, by which gtree grade matches it with its key.
    assert.match(
      sheet.slice(heading.length),
      /^tree "Vežba: alfa-beta" \{\n {2}variant: exercise-blank-sheet\n {2}algorithm: alphabeta\n {2}R =\? <\?, \?> \[\n/,
    );
    assertBlank(sheet);
    const text = lines('# head', 'tree "a#b" { # after the brace', '  A [ 1 2 ]  # after the node', '}', '# last');
    assert.equal(applyEdits(text, commentRemovals(text)), lines('tree "a#b" {', '  A [ 1 2 ]', '}', ''));
  });

  it('--tree T writes that tree alone', () => {
    const run = gtree('blank', join(EXAMPLES, 'xo-zadatak3-alphabeta.gtree'), '--tree', '0');
    assert.equal(run.code, 0, run.errs.join('\n'));
    const sheet = `${run.out.join('\n')}\n`;
    assert.equal(checkText(sheet).trees.length, 1);
    // The name line, the one tree's conventions, a blank line, the tree.
    assert.match(sheet, /^# Name: _+\n# "[^"]+": alpha-beta, fail-soft, cut when α ≥ β\n\ntree /);
    assertBlank(sheet);
  });

  it('says why, with exit codes, when the file, the tree or the command line is wrong', () => {
    const broken = join(dir, 'broken.gtree');
    writeFileSync(broken, 'A [ 1 2\n');
    const bad = gtree('blank', broken);
    assert.equal(bad.code, 1);
    assert.match(bad.errs.join('\n'), /broken\.gtree:\d+:\d+: error/);
    assert.match(bad.errs.at(-1)!, /fix them to make a sheet of it/);
    const missing = gtree('blank', join(dir, 'nothing.gtree'));
    assert.equal(missing.code, 1);
    assert.match(missing.errs[0], /cannot read: no such file/);
    const noTree = gtree('blank', join(EXAMPLES, 'alphabeta-lecture.gtree'), '--tree', 'Nope');
    assert.equal(noTree.code, 2);
    assert.match(noTree.errs[0], /no tree 'Nope'.*"Alfa-beta primer" \(0\)/);
    assert.equal(gtree('blank').code, 2);
    assert.equal(gtree('blank', 'a.gtree', '--keys', 'k').code, 2);
  });

  it('a heading states the conventions the answers depend on, each where the algorithm has it', () => {
    const heading = (settings: string, tree = 'A [ B [ 1 2 ] C [ 3 4 ] ]'): string =>
      sheetHeading(checkText(`tree "T" {\n${settings}\n${tree}\n}\n`).trees[0].model!);
    assert.equal(heading('algorithm: alphabeta'), '"T": alpha-beta, fail-soft, cut when α ≥ β');
    assert.equal(heading('algorithm: alphabeta\nfail: hard\nprune: strict'), '"T": alpha-beta, fail-hard, cut only when α > β');
    // Negascout has no fail-hard variant: its values are fail-soft whatever is asked.
    assert.equal(heading('algorithm: negascout'), '"T": negascout, fail-soft, cut when α ≥ β, values from the view of the player to move');
    assert.equal(heading('algorithm: negamax'), '"T": negamax, values from the view of the player to move');
    assert.equal(heading('algorithm: minimax\ndepth: 1', 'A [ B ~3 [ 1 2 ] C ~4 [ 3 4 ] ]'), '"T": minimax, searched to depth 1');
    assert.equal(sheetHeading(checkText('A [ 1 2 ]\n').trees[0].model!), 'Tree 1: minimax');
    // The run's own settings override the tree's (export --fail hard).
    const tree = checkText('tree "T" {\n algorithm: alphabeta\n A [ 1 2 ]\n}\n').trees[0].model!;
    assert.equal(sheetHeading(tree, { algorithm: 'alphabeta', depth: null, fail: 'hard', prune: 'strict' }), '"T": alpha-beta, fail-hard, cut only when α > β');
  });

  it('a sheet made from a sheet keeps one heading; CRLF text gets CRLF heading lines', () => {
    const once = withSheetHeading('tree "T" {\n  algorithm: alphabeta\n  A =? <?, ?> [ 1 2 ]\n}\n');
    assert.equal(
      once,
      '# Name: ______________________________\n# "T": alpha-beta, fail-soft, cut when α ≥ β\n\ntree "T" {\n  algorithm: alphabeta\n  A =? <?, ?> [ 1 2 ]\n}\n',
    );
    assert.equal(withSheetHeading(once), once);
    assert.ok(withSheetHeading('A [ 1 2 ]\r\n').startsWith('# Name: ______________________________\r\n# Tree 1: minimax\r\n\r\nA'));
  });
});
