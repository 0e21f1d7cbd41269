import { areaConfig } from './base.mjs';

// The parser (parser.ts over parse/: the token cursor, the file and its settings, nodes, values).
// Not robustness.test.ts: its every-deletion and 10 MB inputs take minutes per mutant under
// Stryker's instrumentation. Static mutants (module-level tables) are left out: each one reruns
// every test of the area (about 30 s). The whole front end (with the lexer, literals, syntax and
// model/validate.ts: 2 428 mutants) was estimated at 2 hours on one core: not an area of its own yet.
export default areaConfig('language', {
  mutate: ['src/core/language/parser.ts', 'src/core/language/parse/*.ts'],
  spec: [
    'test/unit/parser.test.ts',
    'test/unit/diagnostics.test.ts',
    'test/unit/positions.test.ts',
    'test/unit/lean-syntax.test.ts',
    'test/unit/pasted-text.test.ts',
    'test/unit/fixes.test.ts',
  ],
  ignoreStatic: true,
});
