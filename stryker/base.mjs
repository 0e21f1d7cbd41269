/**
 * What every area's Stryker run shares (issue 25): the mocha runner with tsx (the runner does not
 * read .mocharc.json's `node-option`), per-test coverage, and HTML + JSON reports under the
 * git-ignored reports/mutation/<area>/. Each area's config names the files it mutates and the
 * tests that matter for them, so a run only loads those, the pinned tests first.
 */
export function areaConfig(area, { mutate, spec, pinned = ['test/unit/pinned-*.test.ts'], ...rest }) {
  // A part of an area (`npm run mutate -- language --part lexer …`) reports to a folder of its own.
  const folder = process.env.GTREE_MUTATE_FOLDER ?? area;
  return {
    $schema: '../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
    packageManager: 'npm',
    testRunner: 'mocha',
    plugins: ['@stryker-mutator/mocha-runner'],
    coverageAnalysis: 'perTest',
    testRunnerNodeArgs: ['--import', 'tsx'],
    // Two cores: use `npm run mutate -- <area> --concurrency 1` while others share the machine.
    concurrency: 2,
    mutate,
    // The pinned tests first: each states one part's behaviour, small and fast, so a mutant they
    // kill is killed (mocha bails) before the area's longer test files run.
    mochaOptions: { spec: [...pinned, ...spec] },
    reporters: ['html', 'json', 'clear-text', 'progress'],
    htmlReporter: { fileName: `reports/mutation/${folder}/index.html` },
    jsonReporter: { fileName: `reports/mutation/${folder}/mutation.json` },
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    tempDirName: '.stryker-tmp',
    ignorePatterns: ['dist', 'reports', 'test-artifacts', '.code-server', 'scripts/code-server', '.vscode-test', 'test/e2e', 'test/browser'],
    thresholds: { high: 95, low: 90, break: null },
    ...rest,
  };
}
