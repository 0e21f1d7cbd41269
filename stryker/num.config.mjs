import { areaConfig } from './base.mjs';

export default areaConfig('num', {
  mutate: ['src/core/model/num.ts'],
  spec: [
    'test/unit/exact-values.test.ts',
    'test/unit/notation.test.ts',
    'test/unit/answers.test.ts',
    'test/unit/parser.test.ts',
    'test/unit/algorithms.test.ts',
  ],
});
