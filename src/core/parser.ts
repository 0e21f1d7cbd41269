import type { DiagnosticSink } from './diagnostics';
import { tokenize } from './lexer';
import { TokenCursor } from './parse/cursor';
import { parseFile } from './parse/file';
import type { FileSyntax } from './syntax';

/**
 * Parses a whole `.gtree` file. Never throws; every problem becomes a diagnostic and parsing
 * goes on. The parts live in parse/: the file and its trees and settings (file.ts), nodes
 * (node.ts), values (values.ts), over a cursor on the tokens (cursor.ts).
 */
export function parse(text: string, sink: DiagnosticSink): FileSyntax {
  return parseFile(new TokenCursor(tokenize(text, sink), sink));
}
