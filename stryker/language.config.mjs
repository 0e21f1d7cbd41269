import { areaConfig } from './base.mjs';

// The language front end: the lexer, the literals, the parser (parser.ts over parse/: the token
// cursor, the file and its settings, nodes, values, slips), the settings reader and the validator
// (model/settings.ts, model/validate.ts). Not robustness.test.ts: its every-deletion and 10 MB
// inputs take minutes per mutant under Stryker's instrumentation; nor write-gtree.test.ts, whose
// random round trips and 20 000-deep chain (7 of the area's 10 s) every front-end mutant ran,
// and whose time a mutant that hangs waited 1.5 times over (issue 33). Static mutants (module-level
// tables) are left out: each one reruns every test of the area (about 30 s). The whole area was
// estimated at about 2 hours on one core: run it by parts with --mutate (docs/development.md).
export default areaConfig('language', {
  mutate: [
    'src/core/language/lexer.ts',
    'src/core/language/literals.ts',
    'src/core/language/parser.ts',
    'src/core/language/parse/*.ts',
    'src/core/model/settings.ts',
    'src/core/model/validate.ts',
  ],
  spec: [
    'test/unit/parser.test.ts',
    'test/unit/diagnostics.test.ts',
    'test/unit/positions.test.ts',
    'test/unit/lean-syntax.test.ts',
    'test/unit/pasted-text.test.ts',
    'test/unit/fixes.test.ts',
    'test/unit/setting-effects.test.ts',
  ],
  ignoreStatic: true,
  // A mutant that loops waits timeoutFactor × its covering tests' time + timeoutMS. The area's tests
  // take 4.1 s idle (575 tests; pasted-text's SVG case 0.9 s and lean-syntax's 70 000-deep chain
  // 0.6 s are most of it), so a looping lexer mutant is declared a timeout in about 8 s idle rather
  // than after Stryker's default 5 s margin on top of 1.5 × that at load (about a minute at load 15).
  timeoutMS: 2000,
});
