import { areaConfig } from './base.mjs';

export default areaConfig('answers', {
  mutate: ['src/core/teaching/answers.ts'],
  spec: [
    'test/unit/answers.test.ts',
    'test/unit/exact-values.test.ts',
    'test/unit/diagnostics.test.ts',
    'test/unit/fixes.test.ts',
    'test/unit/outline.test.ts',
    'test/unit/pasted-text.test.ts',
  ],
});
