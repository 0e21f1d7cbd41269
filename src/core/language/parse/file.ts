import { T, unquote } from '../lexer';
import { misplacedPart, partOrderMessage } from '../part-order';
import { SyntaxNodes, type FileSyntax, type SettingSyntax, type SettingValue, type SyntaxNode, type TreeSyntax } from '../syntax';
import { type NamedSpan } from '../literals';
import { isTerminator, type TokenCursor } from './cursor';
import { parseNode, readNamed } from './node';
import { isSettingWithEquals, readKeywordSlip, reportSettingEquals } from './slips';

/** A file: one unnamed tree, or `tree name { settings root }` blocks; and each tree's settings. */
export function parseFile(c: TokenCursor): FileSyntax {
  const trees: TreeSyntax[] = [];
  if (c.kind() === T.Eof) return { trees };
  readKeywordSlip(c, false);
  if (c.kind() !== T.KwTree) {
    const start = c.start();
    const header = c.span();
    const body = parseTreeBody(c, T.Eof);
    trees.push({ name: null, header, start, end: c.start(), settings: body.settings, root: body.root });
    if (c.kind() === T.KwTree) {
      c.sink.error(
        'mixed-file',
        "This file starts with an unnamed tree, so it cannot also hold 'tree' blocks: wrap the first tree in 'tree { ... }'.",
        c.span(),
      );
    }
  }
  while (c.kind() !== T.Eof) {
    readKeywordSlip(c, false);
    if (c.kind() === T.KwTree) {
      trees.push(parseTree(c));
      continue;
    }
    if (c.kind() === T.RBrace) {
      c.sink.error('unmatched-bracket', "This '}' closes nothing: there is no open '{' before it.", c.span());
      c.advance();
      continue;
    }
    c.expected("'tree' to start the next tree");
    do {
      c.advance();
      readKeywordSlip(c, false);
    } while (c.kind() !== T.KwTree && c.kind() !== T.Eof);
  }
  return { trees };
}

function parseTree(c: TokenCursor): TreeSyntax {
  const header = c.span();
  const start = header.start;
  c.advance(); // 'tree'
  let name: NamedSpan | null = null;
  if (c.kind() === T.Name || c.kind() === T.String) {
    name = readNamed(c);
  } else if (c.kind() === T.KwMax || c.kind() === T.KwMin || c.kind() === T.KwChance) {
    c.sink.error('expected', `'${c.source()}' is a keyword: quote it to use it as a tree name ("${c.source()}").`, c.span());
    c.advance();
  }
  if (c.kind() !== T.LBrace) {
    c.expected("'{' to open the tree");
    // Recover: read the body anyway if it looks like one.
    if (isTerminator(c.kind())) {
      return { name, header, start, end: c.start(), settings: [], root: null };
    }
    const body = parseTreeBody(c, T.RBrace);
    if (c.kind() === T.RBrace) c.advance();
    return { name, header, start, end: c.previousEnd(start), settings: body.settings, root: body.root };
  }
  const open = c.span();
  c.advance();
  const body = parseTreeBody(c, T.RBrace);
  let end: number;
  if (c.kind() === T.RBrace) {
    end = c.end();
    c.advance();
  } else {
    c.sink.error('unclosed-bracket', "This '{' is never closed: expected '}' to end the tree.", open);
    end = c.start();
  }
  return { name, header, start, end, settings: body.settings, root: body.root };
}

function parseTreeBody(c: TokenCursor, close: T.RBrace | T.Eof): { settings: SettingSyntax[]; root: SyntaxNode | null } {
  const settings: SettingSyntax[] = [];
  while (isSettingStart(c)) settings.push(parseSetting(c));
  let root: SyntaxNode | null = null;
  // The root is node 0; nodes read after it (reported as extra roots) follow its descendants.
  const nodes = new SyntaxNodes(c.text);
  if (isTerminator(c.kind())) {
    c.expected(close === T.RBrace ? "the tree's root node before '}'" : "the tree's root node");
  } else {
    root = parseNode(c, nodes);
  }
  const afterRoot = c.pos;
  let extraReported = false;
  while (!isTerminator(c.kind())) {
    const before = c.pos;
    if (isSettingStart(c)) {
      const setting = parseSetting(c);
      c.sink.error('setting-after-node', `Setting '${setting.key.text}' comes after the root node: settings go at the top of the tree, one per line.`, setting);
      continue;
    }
    // A stray ']' is reported by parseNode, as anywhere a node may start.
    const extra = parseNode(c, nodes);
    if (extra && !extraReported) {
      extraReported = true;
      // `A = 3 &k [..]`: the root ended where a part came out of order.
      const misplaced = root && before === afterRoot ? misplacedPart(root, extra) : null;
      if (misplaced) c.sink.error('part-order', partOrderMessage(misplaced, ', a second root'), misplaced.span);
      else c.sink.error('extra-root', "A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.", extra);
    }
    // A node's start may turn out to be the next tree's (`Tree u {`, read as `tree`).
    if (c.pos === before && !isTerminator(c.kind())) c.advance();
  }
  nodes.trim();
  return { settings, root };
}

function isSettingStart(c: TokenCursor): boolean {
  const k = c.kind();
  return ((k === T.Name || k === T.KwMax || k === T.KwMin || k === T.KwChance || k === T.KwTree) && c.kind(1) === T.Colon) || isSettingWithEquals(c);
}

/**
 * A setting is one line (the spec's "one per line"): even an unclosed `[` ends with the line,
 * so `window: [-inf, 3` is one bad setting rather than a setting that swallows the tree.
 */
function parseSetting(c: TokenCursor): SettingSyntax {
  const key = readNamed(c);
  const start = key.start;
  let end = c.end();
  if (c.kind() === T.Eq) reportSettingEquals(c, key);
  c.advance(); // ':' (or the '=' written for it)
  const values: SettingValue[] = [];
  while (c.kind() !== T.Eof && c.kind() !== T.RBrace && !c.newlineBefore()) {
    const k = c.kind();
    const text = k === T.String ? unquote(c.source()) : c.source();
    values.push({ text, token: k, start: c.start(), end: c.end() });
    end = c.end();
    c.advance();
  }
  return { key, values, start, end };
}
