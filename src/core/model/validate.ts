import type { AlgorithmName } from './algorithm-names';
import type { DiagnosticSink } from '../language/diagnostics';
import { CHANCE, type GameTree, type Settings, type Unknown } from './model';
import { isNumberAt, numberLiteralAt, numberValueAt, wordAt } from '../language/literals';
import { ModelColumns, ModelNode } from './model-node';
import { isWholeAt, numOf, type Num } from './num';
import { add, compare, exactOf, formatRational, ONE, ZERO, type Rational } from './rational';
import { lacksValue, misplacedPart, partOrderMessage } from '../language/part-order';
import { readSettings, type WrittenSettings } from './settings';
import { Col, NONE, type SyntaxNode, type SyntaxNodes, type TreeSyntax } from '../language/syntax';
import { isBlank, isTuple, type KindLiteral, type NumberLiteral, type ValueLiteral } from '../language/literals';
import { nearestWord } from '../text/nearest';
import type { Span } from '../text/text';

type Builder = ModelNode;

const DEFAULT_PLAYERS = ['MAX', 'MIN'];

/**
 * Turns one tree's syntax into the model the algorithms use, reporting every problem of
 * meaning. Returns null when the tree has errors (it cannot be run), but still reports them all.
 */
export function buildTree(syntax: TreeSyntax, index: number, sink: DiagnosticSink): GameTree | null {
  const errorsBefore = sink.errorCount;
  const written = readSettings(syntax.settings, sink);
  const players = written.players ?? DEFAULT_PLAYERS;
  const rootPlayer = resolveRootPlayer(written, players, sink);
  if (!syntax.root) return null;

  const builder = new TreeBuilder(players, sink, written.prefer?.text ?? null, written.unknown?.name ?? null);
  const cols = builder.build(syntax.root, rootPlayer);
  // A tree of three or more players is 'tuple' from the start; a two-player tree with no payoff, 'scalar'.
  const valueKind = builder.valueKind ?? 'scalar';

  const algorithm = written.algorithm ?? defaultAlgorithm(players.length, valueKind, builder.hasChance);
  const settings: Settings = {
    algorithm,
    algorithmWritten: written.algorithm !== undefined,
    root: rootPlayer,
    players,
    depth: written.depth ?? null,
    fail: written.fail ?? 'soft',
    window: written.window ?? [-Infinity, Infinity],
    nullwindow: written.nullwindow ?? 1,
    guess: written.guess ?? 0,
    delta: written.delta ?? 1,
    order: written.order ?? 'written',
    prefer: written.prefer?.text ?? null,
    ties: written.ties ?? 'first',
    prune: written.prune ?? 'on-equal',
    variant: written.variant ?? null,
    bounds: written.bounds ?? null,
    reorder: written.reorder ?? 'best-first',
    ask: written.ask ?? null,
  };
  const tree: GameTree = {
    name: syntax.name?.text ?? null,
    index,
    settings,
    valueKind,
    hasChance: builder.hasChance,
    numberStyle: builder.fractions || written.fractions ? 'fraction' : 'decimal',
    root: cols.node(0),
    size: cols.size,
    node: (id) => cols.node(id),
    reusedNode: (id) => cols.reused(id),
    allNodes: () => cols.all(),
    syntax,
    unknown: unknownOf(written, builder.unknownLeaves, cols, sink),
  };

  if (written.prefer && !builder.preferFound) {
    sink.warning('prefer-unknown-move', `No move in this tree is named '${written.prefer.text}', so 'prefer' has no effect.`, written.prefer.span);
  }
  return sink.errorCount > errorsBefore ? null : tree;
}

/** The tree's unknown with its leaves; a declared name no leaf uses is `unused-unknown` (a warning) and no unknown. */
function unknownOf(written: WrittenSettings, leaves: readonly number[], cols: ModelColumns, sink: DiagnosticSink): Unknown | null {
  const range = written.unknown;
  if (!range) return null;
  if (leaves.length === 0) {
    sink.warning(
      'unused-unknown',
      `No leaf is written as '${range.name}', so the unknown has no effect: write '${range.name}' in place of a leaf's payoff.`,
      range.span,
    );
    return null;
  }
  return { name: range.name, low: range.low, high: range.high, leaves: leaves.map((id) => cols.node(id)) };
}

export function defaultAlgorithm(playerCount: number, valueKind: 'scalar' | 'tuple', hasChance: boolean): AlgorithmName {
  if (playerCount >= 3 || valueKind === 'tuple') return 'maxn';
  return hasChance ? 'expectimax' : 'minimax';
}

function resolveRootPlayer(written: WrittenSettings, players: readonly string[], sink: DiagnosticSink): number {
  if (!written.root) return 0;
  const name = written.root.text;
  const index = playerIndex(name, players);
  if (index !== null) return index;
  const meant = nearestWord(name, players.length === 2 ? [...players, 'max', 'min'] : players);
  if (meant) sink.errorSuggesting('unknown-player', `Unknown player '${name}' for 'root': did you mean '${meant}'?`, written.root.span, meant);
  else sink.error('unknown-player', `Unknown player '${name}' for 'root': expected ${expectedPlayers(players)}.`, written.root.span);
  return 0;
}

function playerIndex(name: string, players: readonly string[]): number | null {
  const i = players.indexOf(name);
  if (i >= 0) return i;
  if (players.length === 2 && (name === 'max' || name === 'min')) return name === 'max' ? 0 : 1;
  return null;
}

function expectedPlayers(players: readonly string[]): string {
  const names = players.map((p) => `'${p}'`).join(', ');
  return players.length === 2 ? `'max', 'min' or one of ${names}` : `one of ${names}`;
}

/** The part of a node worth underlining: from its start to its children's '[' (or its end). */
export function headerSpan(node: SyntaxNode): Span {
  const end = node.openBracket ? node.openBracket.end : node.end;
  return { start: node.start, end: Math.max(end, node.start) };
}

/** Scalar or tuple: the shape of the first leaf payoff written, in document order; null when there is none. */
function firstPayoffKind(root: SyntaxNode): 'scalar' | 'tuple' | null {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    const kids = n.children;
    if (kids && kids.length > 0) {
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
    } else if (n.value && !isBlank(n.value)) {
      // (A reference has no value of its own in the syntax: `*k` is the whole node.)
      return isTuple(n.value) ? 'tuple' : 'scalar';
    }
  }
  return null;
}

class TreeBuilder {
  /** The tree's columns, made at the syntax's length (a tree's rows are its nodes, then any extra roots: an error). */
  private cols!: ModelColumns;
  /** The tree's syntax rows. */
  private written!: SyntaxNodes;
  /** Whether a move is named as the 'prefer' setting says. */
  preferFound = false;
  hasChance = false;
  /** Some number in the tree is written as a fraction. */
  fractions = false;
  valueKind: 'scalar' | 'tuple' | null = null;
  /** How many nodes are made so far: the next one's id. */
  private built = 0;
  private readonly anchors = new Map<string, Builder>();
  private readonly open = new Set<Builder>();
  private readonly pendingRefs: { node: Builder; name: string; span: Span }[] = [];
  /** Starts of the misplaced parts already reported. */
  private readonly misplaced = new Set<number>();
  /** Nodes labelled with a misspelt `chance`, reported once (chanceMisspelt). */
  private readonly misspeltChance = new Set<number>();
  /** The leaves written as the declared unknown's name, in pre-order. */
  readonly unknownLeaves: number[] = [];

  constructor(
    private readonly players: readonly string[],
    private readonly sink: DiagnosticSink,
    /** The move the 'prefer' setting names, looked for among the edges; null without the setting. */
    private readonly prefer: string | null,
    /** The name the 'unknowns' setting declares: a leaf written as it has no payoff, an unknown's. */
    private readonly unknownName: string | null = null,
  ) {
    if (players.length >= 3) this.valueKind = 'tuple';
  }

  build(rootSyntax: SyntaxNode, rootPlayer: number): ModelColumns {
    // Estimates are read on the way down, before any leaf: the first payoff decides the shape up front.
    this.valueKind ??= firstPayoffKind(rootSyntax);
    if (rootSyntax.rare.cut) this.sink.error('cut-on-root', 'The root has no parent edge to cut: remove the cut mark.', rootSyntax.rare.cut);
    const rootEdge = rootSyntax.edge;
    if (rootEdge)
      this.sink.warning('root-edge', 'The root has no parent, so this edge label is ignored.', {
        start: rootSyntax.rare.outcome?.start ?? rootEdge.start,
        end: rootEdge.end,
      });

    // Iterative depth-first walk: enter fills in a node's columns, exit finishes it (leaf payoffs,
    // probability sums). The open nodes' stack is parallel arrays of rows, and the syntax is read
    // by row, so the walk allocates nothing per node: syntax views are made only where a node has
    // something to check or report, node objects only for the few nodes with values of their own
    // (anchors, references, tuples, fractions, chance nodes).
    const written = (this.written = rootSyntax.nodes);
    const cols = (this.cols = new ModelColumns(written, written.count, this.players.length));
    this.enter(rootSyntax.i, NONE, 0, 0, rootPlayer);
    const open: number[] = [rootSyntax.i];
    /** Each open node's previous sibling, and the child of it entered last (rows, for part-order messages). */
    const before: number[] = [NONE];
    const lastKid: number[] = [NONE];
    /** Row of the open node's next child to enter, or NONE. (A reference has no children of its own: its anchor's are its.) */
    const nextChild: number[] = [written.firstChild(rootSyntax.i)];
    const childIndex: number[] = [0];
    /** Who moves at an open node's children, unless they say otherwise. */
    const below: number[] = [this.playerBelow(rootSyntax.i, rootPlayer)];
    while (open.length > 0) {
      const top = open.length - 1;
      const id = open[top];
      const row = nextChild[top];
      if (row === NONE) {
        open.pop();
        nextChild.pop();
        childIndex.pop();
        below.pop();
        lastKid.pop();
        this.exit(id, before.pop()!);
        continue;
      }
      nextChild[top] = written.get(row, Col.NextSibling);
      this.enter(row, id, childIndex[top]++, open.length, below[top]);
      open.push(row);
      before.push(lastKid[top]);
      lastKid[top] = row;
      lastKid.push(NONE);
      nextChild.push(written.firstChild(row));
      childIndex.push(0);
      below.push(this.playerBelow(row, below[top]));
    }
    this.resolveLateRefs();
    // Extra roots have rows but no model node (the tree has an error then): the size is exact.
    cols.size = this.built;
    if (this.unknownName === null) this.reportAnswersWithoutUnknown(written.count);
    return cols;
  }

  /** Who moves below a node: the next player, or below a chance node the one who would have moved at it. */
  private playerBelow(id: number, assigned: number): number {
    const player = this.cols.player[id];
    return player === CHANCE ? assigned : (player + 1) % this.players.length;
  }

  private enter(id: number, parent: number, index: number, depth: number, assigned: number): void {
    const written = this.written;
    // Most nodes have no rare parts: one look-up instead of one per part.
    const extras = written.extras(id);
    // Model ids and syntax rows both count the written nodes in pre-order.
    if (id !== this.built) throw new Error(`node ${this.built} is row ${id} of the syntax`);
    const cols = this.cols;
    cols.setPlace(id, parent, index, depth);
    const player = (cols.player[id] = this.playerOf(extras?.kind ?? null, assigned));
    this.built++;
    if (player === CHANCE) this.hasChance = true;
    if (parent !== NONE) this.readEdge(id, parent, cols.player[parent]);

    const anchor = extras?.anchor;
    if (anchor) {
      const node = cols.node(id);
      const first = this.anchors.get(anchor.text);
      if (first) {
        this.sink.error('duplicate-anchor', `Anchor '&${anchor.text}' is defined twice in this tree: anchor names must be unique.`, anchor, [
          { message: 'first defined here', span: first.syntax.rare.anchor! },
        ]);
      } else {
        this.anchors.set(anchor.text, node);
      }
      this.open.add(node);
    }
    if (extras?.ref) this.resolveRef(cols.node(id), extras.ref.text, extras.ref);
    // A whole estimate in a scalar tree has nothing to check: no literal is made for it.
    const estimateAt = written.get(id, Col.EstimateAt);
    if (estimateAt === NONE ? extras?.estimate == null : this.valueKind !== 'tuple' && isWholeAt(written.source, estimateAt)) return;
    // Past the test above the node has an estimate. A plain number the node reads from the syntax
    // itself when asked; only its shape is checked here.
    const est = this.readValue(written.node(id).estimate!, 'estimate');
    if (Array.isArray(est)) cols.node(id).estimates = est;
  }

  private exit(id: number, previous: number): void {
    const written = this.written;
    // Most nodes have no rare parts: one look-up instead of one per part.
    const extras = written.extras(id);
    if (extras?.anchor) this.open.delete(this.cols.node(id)); // made when entered
    if (extras?.ref) return; // a reference takes everything from its anchor
    const leaf = written.firstChild(id) === NONE;
    if (leaf) this.readLeaf(id, previous);
    else if (written.get(id, Col.ValueAt) !== NONE) this.readValue(written.node(id).value as NumberLiteral, 'answer');
    else if (extras?.value && !isBlank(extras.value)) this.readValue(extras.value, 'answer');
    const blank = extras?.value; // a blank `=?` is never a plain number
    if (blank && isBlank(blank) && !leaf) {
      this.sink.info('blank', 'A blank to fill in: the value of this node.', blank);
    }
    const window = extras?.window;
    if (window) {
      for (const b of [window.alpha, window.beta]) {
        if (b.value === null && b.end > b.start) this.sink.info('blank', `A blank to fill in: ${b === window.alpha ? 'α' : 'β'} at this node.`, b);
      }
    }
    if (this.cols.player[id] === CHANCE) this.checkProbabilities(this.cols.node(id));
  }

  /**
   * Whether the parent of probability edges is labelled with a misspelling of `chance` (`chanse [ 1/2 -> …`):
   * then that one word is the slip, reported once (with the fix) for all its edges.
   */
  private chanceMisspelt(parent: number): boolean {
    if (this.misspeltChance.has(parent)) return true;
    const label = this.written.node(parent).label;
    if (!label || this.written.extras(parent)?.kind || nearestWord(label.text, ['chance'], 1) !== 'chance') return false;
    this.misspeltChance.add(parent);
    if (label.text.toLowerCase() === 'chance') this.sink.errorSuggesting('keyword-case', "Keywords are lower case: did you mean 'chance'?", label, 'chance');
    else
      this.sink.errorSuggesting(
        'unknown-keyword',
        `'${label.text}' is not a keyword, and its edges are probabilities: did you mean 'chance'?`,
        label,
        'chance',
      );
    return true;
  }

  private playerOf(kind: KindLiteral | null, assigned: number): number {
    if (!kind) return assigned;
    if (kind.kind === 'chance') return CHANCE;
    if (kind.kind === 'player') {
      const i = this.players.indexOf(kind.name!);
      if (i >= 0) return i;
      const meant = nearestWord(kind.name!, this.players);
      if (meant) this.sink.errorSuggesting('unknown-player', `Unknown player '@${kind.name}': did you mean '@${meant}'?`, kind, `@${meant}`);
      else
        this.sink.error('unknown-player', `Unknown player '@${kind.name}': expected ${expectedPlayers(this.players).replace("'max', 'min' or ", '')}.`, kind);
      return assigned;
    }
    if (this.players.length === 2) return kind.kind === 'max' ? 0 : 1;
    this.sink.error('unknown-player', `'${kind.kind}' names a side of a two-player game; this tree has ${this.players.length} players: write @Name.`, kind);
    return assigned;
  }

  private readEdge(id: number, parent: number, parentPlayer: number): void {
    const source = this.written.source;
    const edgeAt = this.written.get(id, Col.EdgeAt);
    if (parentPlayer !== CHANCE && (edgeAt === NONE || !isNumberAt(source, edgeAt))) {
      // A move's name (or no edge): nothing to check, and no literal to make unless 'prefer' looks for it.
      if (edgeAt !== NONE && this.prefer !== null && !this.preferFound) this.preferFound = wordAt(source, edgeAt) === this.prefer;
      return;
    }
    const syntax = this.written.node(id);
    const edge = syntax.edge;
    if (parentPlayer === CHANCE) {
      if (!edge || !edge.number) {
        this.sink.error(
          'probability-missing',
          edge
            ? `Under a chance node an edge is a probability, not '${edge.text}': write e.g. '1/6 -> ...', or '${source.slice(edge.start, edge.end)} 1/6 -> ...' to name the outcome.`
            : "Every outcome of a chance node needs a probability, as in '1/6 -> 4'.",
          edge ?? headerSpan(syntax),
        );
        return;
      }
      if (edge.number.form === 'fraction') this.fractions = true;
      return; // the node reads its probability from the edge
    }
    const move = edge!; // past the fast path above, a move's edge is a number, so it is there
    const outcome = syntax.rare.outcome;
    if (outcome) {
      this.sink.error(
        'outcome-on-move',
        `'${this.written.source.slice(outcome.start, move.end)}' names a chance outcome, but the parent is not a chance node: mark the parent 'chance', or write the move's name alone.`,
        { start: outcome.start, end: move.end },
      );
      return;
    }
    if (move.number && (move.number.form === 'fraction' || move.number.form === 'percent')) {
      if (this.chanceMisspelt(parent)) return;
      this.sink.error(
        'probability-on-move',
        `'${move.text}' looks like a probability, but the parent is not a chance node: mark the parent 'chance', or name the move.`,
        move,
      );
      return;
    }
    if (move.text === this.prefer) this.preferFound = true; // the node reads its move from the edge
  }

  private checkProbabilities(node: Builder): void {
    let exactSum: Rational = ZERO;
    let approximate = false;
    let complete = true;
    for (const child of node.children) {
      const literal = child.syntax.edge?.number;
      if (!literal) {
        complete = false;
        continue;
      }
      const exact = exactOf(literal);
      if (!exact) {
        complete = false;
        continue;
      }
      if (compare(exact, ZERO) < 0 || compare(exact, ONE) > 0) {
        this.sink.error('probability-range', `Probability ${literal.raw} is outside [0, 1].`, literal);
        complete = false;
      }
      if (literal.form === 'decimal' || literal.form === 'percent') approximate = true;
      exactSum = add(exactSum, exact);
    }
    if (!complete || node.children.length === 0) return;
    const off = approximate ? Math.abs(Number(exactSum.num) / Number(exactSum.den) - 1) > 1e-9 : compare(exactSum, ONE) !== 0;
    if (off) {
      this.sink.error('probability-sum', `The probabilities under this chance node add up to ${formatRational(exactSum)}, not 1.`, headerSpan(node.syntax));
    }
  }

  private readLeaf(id: number, previous: number): void {
    const written = this.written;
    if (this.cols.player[id] === CHANCE && written.get(id, Col.Open) !== NONE) {
      this.sink.error('leaf-without-value', 'A chance node needs outcomes: add them in [ ... ] with their probabilities.', headerSpan(written.node(id)));
      return;
    }
    const at = written.get(id, Col.ValueAt);
    // `B [ 1 2 ] =3`: a plain `=v` right after an inner node is a leaf by the grammar, but most likely B's answer.
    if (at > written.start(id) && previous !== NONE && written.firstChild(previous) !== NONE) this.valueAfterChildren(written.node(previous), written.node(id));
    if (at !== NONE && this.valueKind !== 'tuple') {
      // The common leaf, a plain number in a scalar tree: a whole one is read without making its literal.
      const source = written.source;
      this.cols.setPayoff(id, isWholeAt(source, at) ? numberValueAt(source, at) : this.num(numberLiteralAt(source, at)));
      return;
    }
    const syntax = written.node(id);
    if ((!syntax.value || isBlank(syntax.value)) && this.explainedByPartOrder(syntax, previous === NONE ? null : written.node(previous))) return;
    if (!syntax.value && this.unknownLeaf(id, syntax)) return;
    if (!syntax.value) {
      if (syntax.label?.text === 'inf' && syntax.label.end - syntax.label.start === 3) {
        this.sink.error(
          'inf-payoff',
          'Infinities are allowed only in windows, never as payoffs: write a number, or quote "inf" to use it as a label.',
          syntax.label,
        );
        return;
      }
      // `B = infinity`, `B = x`: the value after '=' was reported where it stands; B lacks it for that reason alone.
      if (this.valueReported(syntax)) return;
      this.sink.error(
        'leaf-without-value',
        `Leaf ${syntax.label ? `'${syntax.label.text}' ` : ''}has no value: write its payoff (as in '${syntax.label?.text ?? 'B'} = 3') or give it children in [ ... ].`,
        headerSpan(syntax),
      );
      return;
    }
    if (isBlank(syntax.value)) {
      this.sink.error('blank-leaf', "A leaf's payoff is given, not asked: '?' is for internal nodes. Write a number.", syntax.value);
      return;
    }
    // A plain number in a scalar tree was read above: here the payoff is a tuple, or null after an error.
    const v = this.readValue(syntax.value, 'payoff');
    if (Array.isArray(v)) this.cols.node(id).payoffs = v;
  }

  /** `/{…}` and `={…}` answer for values of an unknown: in a tree that declares none, each is `undeclared-unknown`. */
  private reportAnswersWithoutUnknown(count: number): void {
    for (let id = 0; id < count; id++) {
      const extras = this.written.extras(id);
      const span = extras?.cut?.condition ?? extras?.formula;
      if (span) {
        this.sink.error(
          'undeclared-unknown',
          "This answer is about an unknown, and the tree declares none: add a setting such as 'unknowns: x in [-10, 10]' and write a leaf as 'x'.",
          span,
        );
      }
    }
  }

  /**
   * A leaf written as a bare name in a tree that declares an unknown: the unknown's leaf, or
   * `undeclared-unknown` for another name (a slip for it, or a second unknown). True when handled.
   */
  private unknownLeaf(id: number, syntax: SyntaxNode): boolean {
    const name = this.unknownName;
    const label = syntax.label;
    // Called for leaves only: a node with children never reaches here.
    if (name === null || !label || syntax.rare.kind || this.valueKind === 'tuple') return false;
    if (label.text === name) {
      this.unknownLeaves.push(id);
      return true;
    }
    this.sink.errorSuggesting(
      'undeclared-unknown',
      `Leaf '${label.text}' has no value, and '${label.text}' is not this tree's unknown: did you mean '${name}'? (Write its payoff, as in '${label.text} = 3', or use '${name}'; gtree solves one unknown per tree.)`,
      label,
      name,
    );
    return true;
  }

  /**
   * A leaf without a value that is one of two nodes a part out of order split apart
   * (`G = 14 &k`, `G ~3 = 5`): says which part must come first, once per split, instead of
   * "no value". True when it did.
   */
  /** Whether the node's head has an '=' whose value the parser refused (and said why). */
  private valueReported(syntax: SyntaxNode): boolean {
    const equals = this.written.source.indexOf('=', syntax.label?.end ?? syntax.start);
    return equals >= 0 && equals < syntax.end;
  }

  /** Warns that `=v` after `prev`'s children was read as an unlabelled leaf of its own. */
  private valueAfterChildren(prev: SyntaxNode, leaf: SyntaxNode): void {
    const misplaced = misplacedPart(prev, leaf);
    if (!misplaced) return;
    const span = { start: leaf.start, end: leaf.value!.end };
    const text = this.written.source.slice(span.start, span.end);
    const payoff = this.written.source.slice(leaf.value!.start, span.end);
    const owner = prev.label ? `${prev.label.text}'s` : "the previous node's";
    this.sink.warning(
      'value-after-children',
      `'${text}' after ${owner} children starts a node of its own: an unlabelled leaf worth ${payoff}. ` +
        `An answer comes before the children ('${prev.label ? `${prev.label.text} ` : ''}=${payoff} [ … ]'); a leaf is written bare ('${payoff}').`,
      span,
    );
  }

  private explainedByPartOrder(syntax: SyntaxNode, previous: SyntaxNode | null): boolean {
    const next = syntax.next;
    return (previous !== null && this.splitByPartOrder(previous, syntax)) || (next !== null && this.splitByPartOrder(syntax, next));
  }

  /** Whether a part out of order split `prev` and `next` apart; reported the first time. */
  private splitByPartOrder(prev: SyntaxNode, next: SyntaxNode): boolean {
    const misplaced = misplacedPart(prev, next);
    if (!misplaced) return false;
    if (!this.misplaced.has(misplaced.span.start)) {
      this.misplaced.add(misplaced.span.start);
      const before = prev.label ? `'${prev.label.text}'` : 'the node before it';
      const outcome = !lacksValue(next)
        ? `, and leaves ${before} without a value`
        : lacksValue(prev)
          ? `; neither it nor ${before} has a value`
          : ', which has no value';
      this.sink.error('part-order', partOrderMessage(misplaced, outcome), misplaced.span);
    }
    return true;
  }

  /** Checks a value's shape against the tree's (scalar or n-tuple) and returns it. */
  /** A literal's exact value, noting whether the tree writes fractions. */
  private num(literal: NumberLiteral): Num {
    if (literal.form === 'fraction') this.fractions = true;
    return numOf(literal);
  }

  private readValue(value: ValueLiteral, role: 'payoff' | 'estimate' | 'answer'): Num | Num[] | null {
    const n = this.players.length;
    if (!isTuple(value)) {
      if (this.valueKind === 'tuple') {
        this.sink.error(
          n >= 3 ? 'scalar-payoff' : 'tuple-payoff',
          n >= 3
            ? `This tree has ${n} players, so each ${role} is a tuple with one number per player (${this.players.join(', ')}), as in (${Array(n)
                .fill(0)
                .map((_, i) => i + 1)
                .join(', ')}).`
            : `This tree's payoffs are tuples, so this ${role} must be a tuple of ${n} numbers too.`,
          value,
        );
        return null;
      }
      return this.num(value);
    }
    if (this.valueKind === 'scalar') {
      this.sink.error('tuple-payoff', `This tree's payoffs are single numbers (MAX's payoff), so this ${role} must be one number, not a tuple.`, value);
      return null;
    }
    if (value.items.length !== n) {
      this.sink.error('tuple-arity', `Expected ${n} numbers in this tuple, one per player (${this.players.join(', ')}), found ${value.items.length}.`, value);
      return null;
    }
    return value.items.map((i) => this.num(i));
  }

  private resolveRef(node: Builder, name: string, span: Span): void {
    const target = this.anchors.get(name);
    if (!target) {
      this.pendingRefs.push({ node, name, span });
      return;
    }
    if (this.open.has(target)) {
      this.sink.error('cyclic-reference', `'*${name}' sits inside its own anchor '&${name}': a position cannot contain itself.`, span, [
        { message: 'the anchor', span: target.syntax.rare.anchor! },
      ]);
      return;
    }
    this.link(node, target, span);
  }

  private link(node: Builder, target: Builder, span: Span): void {
    node.target = target;
    node.children = target.children;
    node.payoff = target.payoff;
    node.payoffs = target.payoffs;
    node.estimate ??= target.estimate;
    node.estimates ??= target.estimates;
    if (node.player !== target.player) {
      const name = (p: number): string => (p === CHANCE ? 'chance' : this.players[p]);
      this.sink.error(
        'reference-player',
        `'*${target.anchor}' is reached with ${name(node.player)} to move, but at its anchor ${name(target.player)} moves: a transposition must be the same position.`,
        span,
        [{ message: 'the anchor', span: target.syntax.rare.anchor! }],
      );
    }
  }

  private resolveLateRefs(): void {
    for (const { name, span } of this.pendingRefs) {
      const later = this.anchors.get(name);
      if (later) {
        this.sink.error(
          'unknown-reference',
          `'*${name}' is used before its anchor '&${name}' is defined: define the anchor first (higher up or further left).`,
          span,
          [{ message: 'defined here', span: later.syntax.rare.anchor! }],
        );
      } else {
        const meant = nearestWord(name, [...this.anchors.keys()]);
        if (meant) this.sink.errorSuggesting('unknown-reference', `No anchor '&${name}' in this tree: did you mean '*${meant}'?`, span, `*${meant}`);
        else this.sink.error('unknown-reference', `No anchor '&${name}' in this tree: mark the node it stands for with '&${name}'.`, span);
      }
    }
  }
}
