import type { DiagnosticSink } from './diagnostics';
import { Lexer, readingText } from './lexer';
import { TokenCursor } from './parse/cursor';
import { parseFile } from './parse/file';
import type { FileSyntax } from './syntax';

/**
 * Parses a whole `.gtree` file. Never throws; every problem becomes a diagnostic and parsing
 * goes on. The parts live in parse/: the file and its trees and settings (file.ts), nodes
 * (node.ts), values (values.ts), over a cursor that pulls tokens from the lexer (cursor.ts).
 */
export function parse(text: string, sink: DiagnosticSink): FileSyntax {
  return parseFile(new TokenCursor(new Lexer(text, sink), readingText(text), sink));
}
