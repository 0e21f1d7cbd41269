import { ARROW, ordinal } from '../output/notation';
import type { Verdict } from '../teaching/checking/verdicts';

/** What a node's accessible name reads (the DiagramNode fields of these names): its names and what its drawing shows, nothing more. */
export interface SpokenParts {
  readonly name: string;
  readonly label: string | null;
  readonly shape: 'max' | 'min' | 'chance' | 'player' | 'leaf';
  readonly player: string;
  readonly edge: string | null;
  readonly ref: number | null;
  readonly value: { readonly text: string } | null;
  readonly window: { readonly alpha: string; readonly beta: string } | null;
  readonly cut: number;
  readonly visits: number;
  readonly pv: boolean;
  readonly answer: { readonly value: Verdict | null; readonly window: Verdict | null; readonly mark: number; readonly cut: Verdict | null } | null;
}

/** A drawn node as renaming reads and writes it. */
interface Named extends SpokenParts {
  readonly id: number;
  readonly parent: number;
  readonly spoken: string;
}

/** What the diagram is: a run's (an unsearched node says so), and whether the answers shown are checked. */
export interface SpokenContext {
  readonly ran: boolean;
  readonly checked: boolean;
}

/**
 * A node's accessible name (DiagramNode.spoken), read like the lecture: "C, MIN, reached by a2
 * from A, window 3 to plus infinity, value blank"; "leaf 5, reached by b1 from B". It says
 * what `node` draws and nothing more, so a sheet's name never says a hidden answer; verdicts
 * are said only once the answers are checked. `index`: its place among its parent's children, from 0.
 */
export function spokenName(node: SpokenParts, parent: SpokenParts | null, index: number, context: SpokenContext): string {
  const words = who(node, parent === null);
  if (parent) words.push(reached(node, parent, index));
  words.push(...answerWords(node, context.checked));
  // A sheet's node says nothing of the run's cuts (its drawn cut is the student's mark, said above).
  const sheet = node.answer !== null && !context.ran;
  if (!sheet && node.cut !== 0) words.push(node.cut === 2 ? 'pruned by a null-window (scout) search' : 'pruned by alpha-beta');
  else if (context.ran && node.visits === 0) words.push('not searched');
  if (node.pv) words.push('on the principal variation');
  return words.join(', ');
}

/**
 * What the live region says after an answer at `node` (a practice diagram's): "C: value 3,
 * right", "leaf 4: edge marked as cut, wrong", "C: window 3 to blank"; the verdicts once checked.
 */
export function answerAnnouncement(node: SpokenParts, checked: boolean): string {
  const words = answerWords(node, checked);
  return `${node.name}: ${words.length > 0 ? words.join(', ') : 'edge not marked'}`;
}

/** The words of a node's window, value and (in practice) the mark on its edge, each with its verdict once checked. */
function answerWords(node: SpokenParts, checked: boolean): string[] {
  const words: string[] = [];
  const answer = node.answer;
  const verdict = (v: Verdict | null | undefined): string => (checked && (v === 'right' || v === 'wrong') ? `, ${v}` : '');
  if (node.window) words.push(`window ${say(node.window.alpha)} to ${say(node.window.beta)}${verdict(answer?.window)}`);
  if (node.shape !== 'leaf' && node.value) words.push(`value ${say(node.value.text)}${verdict(answer?.value)}`);
  if (answer && answer.mark !== 0) words.push(`edge marked ${answer.mark === 2 ? 'as a null-window cut' : 'as cut'}${verdict(answer.cut)}`);
  return words;
}

/** Each node's place among its parent's children (from 0), for nodes in pre-order as a diagram has them. */
export function childIndices(nodes: readonly { readonly parent: number }[]): Int32Array {
  const seen = new Int32Array(nodes.length);
  const index = new Int32Array(nodes.length);
  for (let i = 0; i < nodes.length; i++) if (nodes[i].parent >= 0) index[i] = seen[nodes[i].parent]++;
  return index;
}

/** The node itself: its label, then what it is (`MIN`, `chance node`, `leaf 5`); the root and references say so. */
function who(node: SpokenParts, root: boolean): string[] {
  const label = node.label !== null ? [node.name] : [];
  if (node.ref !== null) return [`reference ${node.name.split(' (')[0]}`];
  if (node.shape === 'leaf') return [...label, node.value ? `leaf ${say(node.value.text)}` : 'leaf'];
  const kind = node.shape === 'max' || node.shape === 'min' ? node.shape.toUpperCase() : node.shape === 'chance' ? 'chance node' : node.player;
  if (label.length > 0) return [...label, kind];
  if (root) return ['the root', kind];
  return [node.shape === 'chance' ? kind : `${kind} node`];
}

/**
 * The way in: the move (`reached by a2 from A`); under a chance node the outcome, if named, and
 * the probability (`reached by six from B, probability 1/6`); else the child's place.
 */
function reached(node: SpokenParts, parent: SpokenParts, index: number): string {
  const from = parentName(parent);
  if (node.edge === null) return `${ordinal(index + 1)} child of ${from}`;
  if (parent.shape !== 'chance') return `reached by ${node.edge} from ${from}`;
  // A chance edge writes the outcome's name, if any, then the probability (edgeText), which has no space.
  const space = node.edge.lastIndexOf(' ');
  const probability = node.edge.slice(space + 1);
  return `${space < 0 ? 'reached' : `reached by ${node.edge.slice(0, space)}`} from ${from}, probability ${probability}`;
}

/** The parent by its label, as the root, or by the way to it in words (`the node at a1, then 2nd`). */
const parentName = (parent: SpokenParts): string =>
  parent.label !== null || parent.name === 'the root' ? parent.name : `the node at ${parent.name.split(ARROW).join(', then ')}`;

/** A drawn number read out: `−3` minus 3, `+∞` plus infinity, a box blank. */
const say = (text: string): string => text.replace(/\+∞/g, 'plus infinity').replace(/−∞/g, 'minus infinity').replace(/−/g, 'minus ').replace(/□/g, 'blank');

/**
 * A diagram's nodes drawn anew by `draw` (which makes a new node each call), each named by what
 * it now draws: the one way a sheet or a practice view renames what it changes.
 */
export function redrawnNodes<T extends Named>(nodes: readonly T[], draw: (node: T) => T, context: SpokenContext): T[] {
  const index = childIndices(nodes);
  const out: T[] = [];
  for (const node of nodes) {
    const drawn = draw(node) as T & { spoken: string };
    drawn.spoken = spokenName(drawn, drawn.parent >= 0 ? out[drawn.parent] : null, index[node.id], context);
    out.push(drawn);
  }
  return out;
}
