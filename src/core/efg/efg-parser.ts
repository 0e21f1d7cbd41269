import { compare, type Rational } from '../model/rational';
import { EfgError, numberValue, tokenize, type Token, type TokenKind } from './efg-lexer';

/**
 * Reads a Gambit .efg file (version 2) into a tree of nodes. The header is
 * `EFG 2 R "title" { "player" ... } ["comment"]`; the nodes follow in pre-order:
 *
 *   p "name" player infoset ["infoset name" { "action" ... }] outcome ["outcome name" { payoffs }]
 *   c "name" event ["event name" { "action" probability ... }] outcome ["outcome name" { payoffs }]
 *   t "name" outcome ["outcome name" { payoffs }]
 *
 * An information set, chance event or outcome seen before may leave out its description, or
 * repeat it exactly. Outcome 0 is "no outcome".
 */

export interface EfgNode {
  /** Position in the file's pre-order, from 0. */
  readonly id: number;
  readonly type: 'player' | 'chance' | 'terminal';
  readonly name: string;
  /** Offset of the node's type letter in the file. */
  readonly at: number;
  readonly parent: EfgNode | null;
  /** Index among the parent's children. */
  readonly index: number;
  /** 1-based player number of a player node; 0 otherwise. */
  readonly player: number;
  /** The information set (player nodes) or chance event number; 0 for terminal nodes. */
  readonly infoset: number;
  readonly actions: readonly string[];
  /** The probability of each action of a chance node. */
  readonly probabilities: readonly Rational[];
  /** The outcome's payoffs (one per player), or null for outcome 0. */
  readonly payoffs: readonly Rational[] | null;
  readonly children: EfgNode[];
}

export interface EfgGame {
  readonly title: string;
  readonly comment: string;
  readonly players: readonly string[];
  /** Every node in pre-order; the root is the first. */
  readonly nodes: readonly EfgNode[];
  /** Player information sets: `player:infoset` → the nodes in it, in file order. */
  readonly infosets: ReadonlyMap<string, { readonly player: number; readonly infoset: number; readonly name: string; readonly nodes: readonly EfgNode[] }>;
}

interface Described {
  readonly name: string;
}
interface InfosetEntry extends Described {
  readonly player: number;
  readonly infoset: number;
  readonly actions: readonly string[];
  readonly nodes: EfgNode[];
}
interface EventEntry extends Described {
  readonly actions: readonly string[];
  readonly probabilities: readonly Rational[];
}
interface OutcomeEntry extends Described {
  readonly payoffs: readonly Rational[];
}

/** Parses a whole .efg text; throws EfgError with the offset of the problem. */
export function parseEfg(text: string): EfgGame {
  return new Reader(tokenize(text), text.length).game();
}

class Reader {
  private i = 0;
  private readonly nodes: EfgNode[] = [];
  private readonly infosets = new Map<string, InfosetEntry>();
  private readonly events = new Map<number, EventEntry>();
  private readonly outcomes = new Map<number, OutcomeEntry>();
  private players: string[] = [];

  constructor(
    private readonly tokens: readonly Token[],
    private readonly end: number,
  ) {}

  game(): EfgGame {
    const efg = this.next('symbol', "the file to start with 'EFG 2 R'");
    if (efg.text !== 'EFG') throw new EfgError(`this is not a Gambit extensive-form game file: it should start with 'EFG 2 R', not '${efg.text}'`, efg.at);
    const version = this.next('number', "the version number '2' after 'EFG'");
    if (version.text !== '2') throw new EfgError(`only version 2 of the .efg format can be read, not version ${version.text}`, version.at);
    const kind = this.next('symbol', "'R' after 'EFG 2'");
    if (kind.text !== 'R' && kind.text !== 'D') throw new EfgError(`expected 'R' after 'EFG 2', found '${kind.text}'`, kind.at);
    const title = this.next('text', 'the game\'s title in quotes, as in EFG 2 R "My game" { "P1" "P2" }').text;
    this.next('{', "'{' and the players' names after the title");
    while (this.peek()?.kind === 'text') this.players.push(this.tokens[this.i++].text);
    this.next('}', "'}' after the players' names (each in quotes)");
    if (this.players.length === 0) throw new EfgError('the game has no players: list them in quotes inside { }', this.tokens[this.i - 1].at);
    const comment = this.peek()?.kind === 'text' ? this.tokens[this.i++].text : '';
    this.readTree();
    return { title, comment, players: this.players, nodes: this.nodes, infosets: this.infosets };
  }

  /** Nodes in pre-order, attached to their parents with an explicit stack (no recursion). */
  private readTree(): void {
    const open: { node: EfgNode; remaining: number }[] = [];
    while (this.peek()) {
      if (this.nodes.length > 0 && open.length === 0) {
        throw new EfgError('the tree is already complete here: every node above has all its children', this.peek()!.at);
      }
      const top = open[open.length - 1];
      const parent = top?.node ?? null;
      const node = this.readNode(parent, parent ? parent.actions.length - top.remaining : 0);
      if (parent) {
        parent.children.push(node);
        if (--top.remaining === 0) open.pop();
      }
      this.nodes.push(node);
      if (node.actions.length > 0) open.push({ node, remaining: node.actions.length });
    }
    if (this.nodes.length === 0) throw new EfgError('the file has no nodes after the header', null);
    if (open.length > 0) {
      const { node, remaining } = open[open.length - 1];
      throw new EfgError(
        `the file ends before the tree is complete: the ${node.type} node at this line still needs ${remaining} more ${remaining === 1 ? 'child' : 'children'}`,
        node.at,
      );
    }
  }

  private readNode(parent: EfgNode | null, index: number): EfgNode {
    const type = this.next('symbol', "a node: 'p' (player), 'c' (chance) or 't' (terminal)");
    if (type.text !== 'p' && type.text !== 'c' && type.text !== 't') {
      throw new EfgError(`expected a node: 'p' (player), 'c' (chance) or 't' (terminal), found '${type.text}'`, type.at);
    }
    const name = this.next('text', 'the node\'s name in quotes (it may be empty: "")').text;
    const base = { id: this.nodes.length, name, at: type.at, parent, index, children: [] as EfgNode[] };
    if (type.text === 't') {
      return { ...base, type: 'terminal', player: 0, infoset: 0, actions: [], probabilities: [], payoffs: this.readOutcome() };
    }
    if (type.text === 'c') {
      const event = this.readEvent();
      return {
        ...base,
        type: 'chance',
        player: 0,
        infoset: event.number,
        actions: event.actions,
        probabilities: event.probabilities,
        payoffs: this.readOutcome(),
      };
    }
    const playerToken = this.next('number', 'the number of the player who moves at this node');
    const player = this.wholeNumber(playerToken, 'a player number');
    if (player < 1 || player > this.players.length) {
      throw new EfgError(`player ${player} does not exist: the game has ${this.players.length} players, numbered from 1`, playerToken.at);
    }
    const entry = this.readInfoset(player);
    const node: EfgNode = { ...base, type: 'player', player, infoset: entry.infoset, actions: entry.actions, probabilities: [], payoffs: this.readOutcome() };
    entry.nodes.push(node);
    return node;
  }

  private readInfoset(player: number): InfosetEntry {
    const numberToken = this.next('number', 'the information set number');
    const infoset = this.wholeNumber(numberToken, 'an information set number', 1);
    const key = `${player}:${infoset}`;
    const known = this.infosets.get(key);
    if (this.peek()?.kind !== 'text') {
      if (!known) throw new EfgError(`information set ${infoset} of player ${player} is used here before its actions are given`, numberToken.at);
      return known;
    }
    const nameToken = this.tokens[this.i++];
    const actions = this.readList('action', () => this.next('text', 'an action name in quotes').text);
    if (actions.length === 0) throw new EfgError('a player node needs at least one action', nameToken.at);
    if (known) {
      if (known.name !== nameToken.text || !sameList(known.actions, actions)) {
        throw new EfgError(`information set ${infoset} of player ${player} is described differently here than where it was first given`, nameToken.at);
      }
      return known;
    }
    const entry: InfosetEntry = { player, infoset, name: nameToken.text, actions, nodes: [] };
    this.infosets.set(key, entry);
    return entry;
  }

  private readEvent(): EventEntry & { number: number } {
    const numberToken = this.next('number', 'the chance event number');
    const number = this.wholeNumber(numberToken, 'a chance event number', 1);
    const known = this.events.get(number);
    if (this.peek()?.kind !== 'text') {
      if (!known) throw new EfgError(`chance event ${number} is used here before its actions and probabilities are given`, numberToken.at);
      return { ...known, number };
    }
    const nameToken = this.tokens[this.i++];
    const pairs = this.readList('action', () => {
      const action = this.next('text', 'an action name in quotes').text;
      return { action, probability: numberValue(this.next('number', `the probability of chance action "${action}"`)) };
    });
    if (pairs.length === 0) throw new EfgError('a chance node needs at least one action', nameToken.at);
    const entry: EventEntry = { name: nameToken.text, actions: pairs.map((p) => p.action), probabilities: pairs.map((p) => p.probability) };
    if (known) {
      const same =
        known.name === entry.name && sameList(known.actions, entry.actions) && known.probabilities.every((p, k) => compare(p, entry.probabilities[k]) === 0);
      if (!same) throw new EfgError(`chance event ${number} is described differently here than where it was first given`, nameToken.at);
      return { ...known, number };
    }
    this.events.set(number, entry);
    return { ...entry, number };
  }

  /** The outcome number and its optional description; the payoffs, or null for outcome 0. */
  private readOutcome(): readonly Rational[] | null {
    const numberToken = this.next('number', 'the outcome number (0 for none)');
    const number = this.wholeNumber(numberToken, 'an outcome number', 0);
    const known = this.outcomes.get(number);
    if (this.peek()?.kind !== 'text') {
      if (number === 0) return null;
      if (!known) throw new EfgError(`outcome ${number} is used here before its payoffs are given`, numberToken.at);
      return known.payoffs;
    }
    const nameToken = this.tokens[this.i++];
    if (number === 0) throw new EfgError('outcome 0 means "no outcome" and cannot have a name or payoffs', nameToken.at);
    const payoffs = this.readList('payoff', () => numberValue(this.next('number', 'a payoff (a number)')));
    if (payoffs.length !== this.players.length) {
      throw new EfgError(`outcome ${number} has ${payoffs.length} payoffs, but the game has ${this.players.length} players`, nameToken.at);
    }
    if (known) {
      if (known.name !== nameToken.text || !known.payoffs.every((p, k) => compare(p, payoffs[k]) === 0)) {
        throw new EfgError(`outcome ${number} is described differently here than where it was first given`, nameToken.at);
      }
      return known.payoffs;
    }
    this.outcomes.set(number, { name: nameToken.text, payoffs });
    return payoffs;
  }

  /** `{ item item ... }`; commas between items are allowed. */
  private readList<T>(what: string, item: () => T): T[] {
    this.next('{', `'{' and the ${what} list`);
    const items: T[] = [];
    for (;;) {
      const t = this.peek();
      if (t?.kind === '}') break;
      if (t?.kind === ',') {
        this.i++;
        continue;
      }
      items.push(item());
    }
    this.i++;
    return items;
  }

  private wholeNumber(token: Token, what: string, min = 1): number {
    const n = Number(token.text);
    if (!/^\+?\d+$/.test(token.text) || !Number.isSafeInteger(n) || n < min) {
      throw new EfgError(`expected ${what} (a whole number of at least ${min}), found '${token.text}'`, token.at);
    }
    return n;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private next(kind: TokenKind, expected: string): Token {
    const t = this.tokens[this.i];
    if (!t) throw new EfgError(`the file ends too early: expected ${expected}`, this.end);
    if (t.kind !== kind) throw new EfgError(`expected ${expected}, found ${describe(t)}`, t.at);
    this.i++;
    return t;
  }
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, k) => x === b[k]);

function describe(t: Token): string {
  if (t.kind === 'text') return `the text "${t.text.length > 30 ? t.text.slice(0, 30) + '…' : t.text}"`;
  if (t.kind === 'number') return `the number ${t.text}`;
  if (t.kind === 'symbol') return `'${t.text.length > 30 ? t.text.slice(0, 30) + '…' : t.text}'`;
  return `'${t.text}'`;
}
