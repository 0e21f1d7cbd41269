import { areaConfig } from './base.mjs';

export default areaConfig('search', {
  mutate: [
    'src/core/search/algorithms/*.ts',
    'src/core/search/context.ts',
    'src/core/search/window.ts',
    'src/core/search/drive.ts',
    'src/core/search/ties.ts',
    'src/core/search/run.ts',
  ],
  spec: [
    'test/unit/algorithms.test.ts',
    'test/unit/search-properties.test.ts',
    'test/unit/trace-contract.test.ts',
    'test/unit/prune-rule.test.ts',
    'test/unit/named-outcomes.test.ts',
    'test/unit/wording.test.ts',
    'test/unit/trace-state.test.ts',
    'test/unit/setting-effects.test.ts',
    'test/unit/compare.test.ts',
  ],
});
