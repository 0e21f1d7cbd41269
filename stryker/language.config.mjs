import { areaConfig } from './base.mjs';

export default areaConfig('language', {
  mutate: ['src/core/language/**/*.ts', 'src/core/model/validate.ts'],
  spec: [
    'test/unit/parser.test.ts',
    'test/unit/diagnostics.test.ts',
    'test/unit/positions.test.ts',
    'test/unit/lean-syntax.test.ts',
    'test/unit/pasted-text.test.ts',
    'test/unit/robustness.test.ts',
    'test/unit/fixes.test.ts',
  ],
});
