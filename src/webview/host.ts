/** The VS Code side: typed messages out, and the state VS Code keeps while the panel is hidden. */
import type { FromWebview } from '../shared/messages';
import type { View } from './viewport';

/** What survives the panel being hidden and shown again (webview state). */
export interface SavedState {
  readonly shapeKey: string;
  readonly view: View | null;
  /** Replay step, or null for the final state. */
  readonly step: number | null;
  readonly collapsed: readonly number[];
}

interface VsCodeApi {
  postMessage(message: FromWebview): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface Host {
  post(message: FromWebview): void;
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
    saved: () => {
      const s = api.getState() as Partial<SavedState> | undefined;
      return s && typeof s.shapeKey === 'string' ? { shapeKey: s.shapeKey, view: s.view ?? null, step: s.step ?? null, collapsed: s.collapsed ?? [] } : null;
    },
    save: (state) => keep(state),
  };
}
