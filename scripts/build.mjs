// One esbuild call per bundle: extension host (cjs, vscode external), CLI, benchmarks.
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning' };

await Promise.all([
  build({ ...common, entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.js', format: 'cjs', external: ['vscode'] }),
  build({ ...common, entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', format: 'cjs', banner: { js: '#!/usr/bin/env node' } }),
  build({ ...common, entryPoints: ['bench/main.ts'], outfile: 'dist/bench.js', format: 'cjs' }),
]);
