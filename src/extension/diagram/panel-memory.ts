import * as vscode from 'vscode';
import { isAlgorithmName, type AlgorithmName } from '../../core';
import type { Restore } from './panel-page';

export const DIAGRAM_VIEW_TYPE = 'gtree.diagram';

/** What the workspace remembers of a document's diagram: the tree it shows and, if the user ran it, the algorithm chosen (null: the tree's own). */
interface Shown {
  readonly tree: number;
  readonly algorithm?: AlgorithmName | null;
}

/** A panel VS Code brought back, with the document and tree it is to show and the algorithm last run on it (undefined: never run). */
export interface Restored {
  readonly webviewPanel: vscode.WebviewPanel;
  readonly doc: vscode.TextDocument;
  readonly treeIndex: number;
  readonly algorithm: AlgorithmName | null | undefined;
}

const SHOWN_KEY = 'gtree.diagrams';
/** Only the latest documents' diagrams are worth bringing back. */
const MAX_SHOWN = 50;

/**
 * Diagrams across a window reload: the workspace's memory (`workspaceState`) of which tree each
 * diagram shows and with which algorithm, and the serializer through which VS Code hands the
 * panels back (the manifest's onWebviewPanel activation brings the extension up for them).
 */
export class PanelMemory {
  constructor(private readonly memento: vscode.Memento) {}

  /**
   * Registers the serializer: each panel VS Code brings back goes to `adopt`, unless its document
   * cannot be opened any more or `has` says it has a panel already (then it is closed).
   */
  register(adopt: (restored: Restored) => void, has: (uri: string) => boolean): vscode.Disposable {
    return vscode.window.registerWebviewPanelSerializer(DIAGRAM_VIEW_TYPE, {
      deserializeWebviewPanel: async (webviewPanel, state) => {
        const saved = restoreOf(state);
        const doc = saved
          ? await vscode.workspace.openTextDocument(vscode.Uri.parse(saved.uri)).then(
              (d) => d,
              () => null,
            )
          : null;
        if (!doc || has(doc.uri.toString())) return webviewPanel.dispose();
        // The workspace remembers the tree last drawn and the run on it (the page knows only the tree it was opened on).
        const shown = shownOf(this.memento.get<Record<string, unknown>>(SHOWN_KEY, {})[doc.uri.toString()]);
        adopt({ webviewPanel, doc, treeIndex: shown?.tree ?? saved!.tree, algorithm: shown?.algorithm });
      },
    });
  }

  /** Keeps which tree the document's panel shows, and the algorithm chosen for it (undefined: never run), when they changed. */
  async remember(uri: string, tree: number, algorithm: AlgorithmName | null | undefined): Promise<void> {
    const all = this.memento.get<Record<string, Shown>>(SHOWN_KEY, {});
    const shown: Shown = algorithm === undefined ? { tree } : { tree, algorithm };
    if (JSON.stringify(all[uri]) === JSON.stringify(shown)) return;
    // The newest last.
    const kept = Object.entries(all)
      .filter(([key]) => key !== uri)
      .slice(1 - MAX_SHOWN);
    await this.memento.update(SHOWN_KEY, Object.fromEntries([...kept, [uri, shown]]));
  }
}

/** A `Shown` read back from the workspace's memory, if well-formed (it may come from another version of gtree). */
function shownOf(value: unknown): Shown | null {
  const v = value as Partial<Record<keyof Shown, unknown>> | null | undefined;
  if (!v || !Number.isInteger(v.tree) || (v.tree as number) < 0) return null;
  const tree = v.tree as number;
  if (v.algorithm === null || (typeof v.algorithm === 'string' && isAlgorithmName(v.algorithm))) return { tree, algorithm: v.algorithm };
  return { tree };
}

/** The `Restore` in a page's webview state, if it holds a well-formed one (the state comes back from disk). */
function restoreOf(state: unknown): Restore | null {
  const text = (state as { restore?: unknown } | null | undefined)?.restore;
  if (typeof text !== 'string') return null;
  try {
    const r = JSON.parse(text) as Partial<Restore>;
    return typeof r.uri === 'string' && Number.isInteger(r.tree) && r.tree! >= 0 ? { uri: r.uri, tree: r.tree! } : null;
  } catch {
    return null;
  }
}
