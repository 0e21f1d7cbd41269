/** The VS Code side: typed messages out, and the state VS Code keeps while the panel is hidden. */
import type { FromWebview, TimingMessage } from '../shared/messages';
import type { View } from './viewport';

/** One tree's view: what the diagram restores when the user comes back to that tree. */
export interface TreeState {
  readonly shapeKey: string;
  /** The view the user chose; null: the view follows the tree (fitted). */
  readonly view: View | null;
  /** Replay step, or null for the final state. */
  readonly step: number | null;
  readonly collapsed: readonly number[];
}

/** What survives the panel being hidden and shown again (webview state): each tree's view, by its index in the file. */
export interface SavedState {
  readonly trees: Readonly<Record<string, TreeState>>;
}

interface VsCodeApi {
  postMessage(message: FromWebview | TimingMessage): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface Host {
  post(message: FromWebview): void;
  /** The UI benchmark's channel: only a page the host asked for timings sends these. */
  timing(message: TimingMessage): void;
  saved(): SavedState | null;
  save(state: SavedState): void;
}

export function connectHost(): Host {
  const api = acquireVsCodeApi();
  // The host's data for bringing the panel back after a window reload (which document, which tree): kept in the
  // webview state from the start, since VS Code hands that state to the host's serializer (as its Markdown preview does).
  const restore = document.body.dataset.restore;
  const keep = (state: object): void => api.setState(restore === undefined ? state : { ...state, restore });
  keep((api.getState() as object | undefined) ?? {});
  return {
    post: (message) => api.postMessage(message),
    timing: (message) => api.postMessage(message),
    saved: () => {
      const s = api.getState() as Partial<SavedState> | undefined;
      return s && typeof s.trees === 'object' && s.trees !== null ? { trees: s.trees } : null;
    },
    save: (state) => keep(state),
  };
}
