import type { Diagnostic, LineIndex } from '../core';

/** `file:line:col: severity code: message`, 1-based like compilers print it. */
export function formatDiagnostic(path: string, lines: LineIndex, d: Diagnostic): string {
  const p = lines.position(d.span.start);
  return `${path}:${p.line + 1}:${p.character + 1}: ${d.severity} ${d.code}: ${d.message}`;
}
