import * as vscode from 'vscode';
import type { RunOutcome } from '../../core';
import { solvedBrief, type Brief } from './describe';
import { Disposer } from './disposer';
import type { Outliner } from './outliner';
import type { TreeRun } from './runs';

/**
 * The solutions in brief of the trees with an unknown leaf that were run, for the lens and the
 * status bar. Solving runs the search at every breakpoint of the range: 35 to 80 ms on the host
 * for 1 000 to 5 000 nodes (bench/unknowns.ts), more than a frame, so it is done on the thread
 * that runs searches where there is one (the desktop host), once per run; `onDidSolve` says
 * when one is ready. The web host has no thread: there it is solved at once, here.
 */
export class SolvedBriefs extends Disposer {
  /** By run (an outcome is made once per tree version and algorithm): the brief, or the solve under way. */
  private readonly made = new WeakMap<RunOutcome, Brief | Promise<void>>();
  private readonly solved = this.own(new vscode.EventEmitter<void>());
  readonly onDidSolve = this.solved.event;

  constructor(private readonly outliner: Outliner | null) {
    super();
  }

  /** The brief of `run` (null: not a tree with an unknown, or it cannot be solved); undefined while it is being solved. */
  of(run: TreeRun, doc: vscode.TextDocument): Brief | undefined {
    if (run.outcome.ok || !run.tree.unknown) return null;
    const known = this.made.get(run.outcome);
    if (known instanceof Promise) return undefined;
    if (known !== undefined) return known;
    if (!this.outliner) {
      const brief = solvedBrief(run.tree, run.algorithm);
      this.made.set(run.outcome, brief);
      return brief;
    }
    // The thread parses the text again: only the text of the run's own version will do (a newer run asks for its own).
    if (doc.version !== run.version) return undefined;
    const outcome = run.outcome;
    this.made.set(
      outcome,
      this.outliner.solve(doc.getText(), run.treeIndex, run.algorithm).then(
        (brief) => this.settle(outcome, brief),
        // A thread that failed leaves the run's own problem to be said, not "solving…" for ever.
        () => this.settle(outcome, null),
      ),
    );
    return undefined;
  }

  private settle(outcome: RunOutcome, brief: Brief): void {
    this.made.set(outcome, brief);
    if (!this.isDisposed) this.solved.fire();
  }
}
