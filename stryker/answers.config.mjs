import { areaConfig } from './base.mjs';

// The answer checker: answers.ts's warnings and summary, and verdicts.ts, the one judge of a sheet's answers they use.
export default areaConfig('answers', {
  mutate: ['src/core/teaching/checking/answers.ts', 'src/core/teaching/checking/verdicts.ts'],
  spec: [
    'test/unit/answers.test.ts',
    'test/unit/verdicts.test.ts',
    'test/unit/exact-values.test.ts',
    'test/unit/diagnostics.test.ts',
    'test/unit/fixes.test.ts',
    'test/unit/outline.test.ts',
    'test/unit/pasted-text.test.ts',
    'test/unit/practice-diagram.test.ts',
    'test/unit/hints.test.ts',
    'test/unit/prune-rule.test.ts',
  ],
});
