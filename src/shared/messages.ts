import type { DiagramModel } from '../core/diagram/diagram';
import type { IterationChoice } from '../core/search/views';

/** Extension host → diagram webview. */
/** What the page exports its drawing as: SVG text, a PNG, or the same drawing as TikZ (src/render/export-tikz.ts). */
export type DrawingFormat = 'svg' | 'png' | 'tikz';

export type ToWebview =
  /** Draw this diagram; lay it out again only if its shapeKey changed. */
  | { readonly type: 'show'; readonly diagram: DiagramModel }
  /** The editor's cursor is in this node (null: in no node). */
  | { readonly type: 'highlight'; readonly node: number | null }
  /** The tree cannot be drawn now (syntax errors, no tree): keep the last drawing, show why. */
  | { readonly type: 'problem'; readonly message: string }
  /** Export the whole drawing, whatever the zoom: SVG text or a PNG (base64); `light` forces a white background and dark ink. */
  | { readonly type: 'export'; readonly id: number; readonly format: DrawingFormat; readonly light: boolean }
  /** Show the comparison of every algorithm that applies to the tree, as a table under the header. */
  | { readonly type: 'compare'; readonly title: string; readonly rows: readonly CompareRow[] }
  /**
   * Give the keyboard focus to the tree: `next` (*gtree: Focus the diagram*) on the first node that
   * still needs an answer (practice), else on the root; `same` (after an undo) on the node it was on.
   */
  | { readonly type: 'focusTree'; readonly where: 'next' | 'same' }
  /**
   * What became of the answer the page posted at `node`: written (`problem` null), or why not, the
   * file unchanged, and which of its fields that is about (null: the answer as a whole); the form shows it.
   */
  | { readonly type: 'answerWritten'; readonly node: number; readonly problem: string | null; readonly field: 'value' | 'alpha' | 'beta' | 'condition' | null }
  /**
   * The layout worker's script (ELK, about 1.5 MB), sent once a page has said `ready`. Not
   * fetched by the page: in code-server every webview shares one service worker, and a fetch
   * still in flight when its panel closed held that worker (VS Code waits 30 s for an answer
   * that no longer comes), so the next panel's page waited 30 s to load.
   */
  | { readonly type: 'layoutWorker'; readonly script: string }
  /** A node the page moved is in the text: its id once moved (the page focuses it when drawn) and what the page says to a screen reader. */
  | { readonly type: 'moved'; readonly node: number; readonly said: string };

/** One algorithm's line of the comparison: its totals, or why it could not run. Texts are formatted by the host. */
export type CompareRow =
  | { readonly title: string; readonly value: string; readonly calls: number; readonly leafEvals: number; readonly cuts: number; readonly researches: number }
  | { readonly title: string; readonly message: string };

/** Diagram webview → extension host. */
export type FromWebview =
  /** The page is listening. */
  | { readonly type: 'ready' }
  /** The user clicked a node: show it in the editor, the cursor on its first blank (else its label), nothing selected. */
  | { readonly type: 'reveal'; readonly node: number }
  /** A key in the diagram asked to go to the node's source: reveal it (as `reveal`) and focus the editor. */
  | { readonly type: 'goToSource'; readonly node: number }
  /** Escape in the diagram: focus the editor again, where its cursor was. */
  | { readonly type: 'focusEditor' }
  /** Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y, Cmd on the Mac) in the diagram: undo or redo in the document, the focus left in the diagram. */
  | { readonly type: 'history'; readonly action: 'undo' | 'redo' }
  /**
   * Practice: the student's answer at a node, typed in the diagram's input ('' leaves it blank);
   * the host writes `=v <α, β>` into the text as one undo step and answers `answerWritten`.
   * `alpha`/`beta` are null when the algorithm passes no window. `condition`, on a sheet with an
   * unknown leaf, is when the edge from the parent is cut (`x <= 3`, '' for no mark: `/{x <= 3}`
   * in the text); absent or null where not asked.
   */
  | {
      readonly type: 'answer';
      readonly node: number;
      readonly value: string;
      readonly alpha: string | null;
      readonly beta: string | null;
      readonly condition?: string | null;
    }
  /** Practice: the edge from the node's parent gets this mark (0 none, 1 `/`, 2 `//`), one undo step. */
  | { readonly type: 'mark'; readonly node: number; readonly mark: 0 | 1 | 2 }
  /** Alt+Up/Alt+Down (or Alt+Left/Alt+Right) on a node, or a drag: it moves `by` places among its siblings (−1 before the one before, +1 after the one after), one undo step (the ordering exercise). */
  | { readonly type: 'move'; readonly node: number; readonly by: number }
  /** Practice: the toolbar's Check, Next step, Show solution and Hide solution. */
  | { readonly type: 'practice'; readonly action: 'check' | 'nextStep' | 'showSolution' | 'hideSolution' }
  /** A diagram is on screen: how many nodes it draws, and whether it was laid out again (a new shape). */
  | { readonly type: 'rendered'; readonly nodes: number; readonly laidOut: boolean }
  | { readonly type: 'error'; readonly message: string }
  /** The answer to `export`: the file's content (SVG or TikZ text, or PNG as base64), or why there is none. */
  | ({ readonly type: 'exported'; readonly id: number } & ExportAnswer)
  /** The toolbar's Export… button: the host asks for a format and a file, then exports this panel's tree. */
  | { readonly type: 'exportRequest' }
  /** The toolbar's Compare button, and a new diagram while the table is open: the host sends `compare`. */
  | { readonly type: 'compareRequest' }
  /** Iterative deepening: draw this view (an iteration, or the whole run); the host sends `show` again. */
  | { readonly type: 'chooseIteration'; readonly iteration: IterationChoice };

/** What an export came to: the drawing, or why there is none. */
export type ExportAnswer = { readonly ok: true; readonly data: string } | { readonly ok: false; readonly error: string };

// The UI benchmark's channel (bench/ui), apart from the messages above: a page sends `timing`
// only when the host made it with timing on (GtreeApi.timeDiagrams), never otherwise.

/**
 * When the parts of a page's first drawing happened, in epoch ms (the clock of the host's
 * Date.now()): for the UI benchmark's breakdown of the first diagram in a new panel.
 */
export interface PageTimes {
  /** The page's navigation started (performance.timeOrigin). */
  readonly navigation: number;
  /** Its script started running. */
  readonly script: number;
  /** The diagram it first drew arrived (embedded in the page, or a `show` message). */
  readonly diagram: number;
  /** That drawing was in the DOM. */
  readonly drawn: number;
}

/** Diagram webview → extension host, just before each `rendered` of a timed page: how long that drawing took. */
export interface TimingMessage {
  readonly type: 'timing';
  /** From the decoded `show` to the drawing in the DOM. */
  readonly ms: number;
  /** Before that: decoding the message (the JSON text, or the clone VS Code hands over). */
  readonly decodeMs: number;
  /** Of that, the layout (0 when the shape did not change). */
  readonly layoutMs: number;
  /** The page's first drawing only. */
  readonly page?: PageTimes;
}
