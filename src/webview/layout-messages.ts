/** The webview ↔ layout worker protocol. Arrays travel as transferables (no copies). */
import type { LayoutInput } from '../render/layout';

export interface LayoutRequest {
  readonly id: number;
  readonly input: LayoutInput;
}

export type LayoutAnswer =
  | { readonly id: number; readonly ok: true; readonly xs: Float64Array; readonly width: number; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly message: string };
