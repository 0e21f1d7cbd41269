import { areaConfig } from './base.mjs';

// The language front end: the lexer, the literals, the parser (parser.ts over parse/: the token
// cursor, the file and its settings, nodes, values, slips), the settings reader and the validator
// (model/settings.ts, model/validate.ts). Not robustness.test.ts: its every-deletion and 10 MB
// inputs take minutes per mutant under Stryker's instrumentation; nor write-gtree.test.ts, whose
// random round trips and 20 000-deep chain (7 of the area's 10 s) every front-end mutant ran,
// and whose time a mutant that hangs waited 1.5 times over (issue 33). Static mutants (module-level
// tables) are left out: each one reruns every test of the area (about 30 s). The whole area was
// estimated at about 2 hours on one core: run it by parts (docs/development.md).
const AREA = {
  mutate: [
    'src/core/language/lexer.ts',
    'src/core/language/literals.ts',
    'src/core/language/parser.ts',
    'src/core/language/parse/*.ts',
    'src/core/model/settings.ts',
    'src/core/model/validate.ts',
  ],
  pinned: ['test/unit/pinned-*.test.ts'],
  spec: [
    'test/unit/parser.test.ts',
    'test/unit/diagnostics.test.ts',
    'test/unit/positions.test.ts',
    'test/unit/lean-syntax.test.ts',
    'test/unit/pasted-text.test.ts',
    'test/unit/fixes.test.ts',
    'test/unit/setting-effects.test.ts',
  ],
};

// Each part (`npm run mutate -- language --part NAME`) mutates its own files and runs only the
// front end's own tests, so that every mutant runs fewer tests and a mutant that loops is given
// up after its few covering tests' time (Stryker waits 1.5 × that + timeoutMS), not the area's.
// Every test of the front end parses text, so a lexer mutant is covered by all of them: the
// pinned tests of other areas (search, answers, num) and the slow suites (setting-effects 7 s,
// grammar 4 s, lean-syntax's 70 000-deep chain, pasted-text's SVG) only slowed it. `--mutate`
// still narrows a part to one file.
const FRONT = ['test/unit/parser.test.ts', 'test/unit/diagnostics.test.ts', 'test/unit/positions.test.ts', 'test/unit/fixes.test.ts'];
const PARTS = {
  lexer: {
    mutate: ['src/core/language/lexer.ts', 'src/core/language/literals.ts'],
    pinned: ['test/unit/pinned-lexer.test.ts', 'test/unit/pinned-literals.test.ts', 'test/unit/pinned-parse.test.ts', 'test/unit/pinned-parser.test.ts'],
    spec: FRONT,
  },
  parser: {
    mutate: ['src/core/language/parser.ts', 'src/core/language/parse/*.ts'],
    pinned: [
      'test/unit/pinned-parse.test.ts',
      'test/unit/pinned-parser.test.ts',
      'test/unit/pinned-cursor.test.ts',
      'test/unit/pinned-references.test.ts',
      'test/unit/pinned-lexer.test.ts',
    ],
    spec: [...FRONT, 'test/unit/lean-syntax.test.ts'],
  },
  validate: {
    mutate: ['src/core/model/validate.ts'],
    pinned: ['test/unit/pinned-validate.test.ts', 'test/unit/pinned-references.test.ts', 'test/unit/pinned-parser.test.ts'],
    spec: [...FRONT, 'test/unit/setting-effects.test.ts'],
  },
  settings: {
    mutate: ['src/core/model/settings.ts'],
    pinned: ['test/unit/pinned-settings.test.ts', 'test/unit/pinned-settings-values.test.ts'],
    spec: [...FRONT, 'test/unit/setting-effects.test.ts'],
  },
};

// The part's name comes from scripts/mutate.mjs; a part not in the table runs the area's set.
const part = PARTS[process.env.GTREE_MUTATE_PART ?? ''] ?? AREA;

export default areaConfig('language', {
  ...part,
  ignoreStatic: true,
  // A mutant that loops waits timeoutFactor × its covering tests' time + timeoutMS. The area's tests
  // take 4.1 s idle (575 tests; pasted-text's SVG case 0.9 s and lean-syntax's 70 000-deep chain
  // 0.6 s are most of it), so a looping lexer mutant is declared a timeout in about 8 s idle rather
  // than after Stryker's default 5 s margin on top of 1.5 × that at load (about a minute at load 15).
  // The lexer part's 264 tests take 5.3 s under Stryker's instrumentation: its 704 mutants (55 of
  // them timeouts) ran in 7.7 min on one core at load 2–5.
  timeoutMS: 2000,
});
