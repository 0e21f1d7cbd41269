// ESLint: the recommended JavaScript and typescript-eslint rules (the VS Code extension generator's
// default), for the TypeScript sources and the Node scripts. Formatting is Prettier's job.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'scripts/code-server/node_modules/**', 'test-artifacts/**', '.vscode-test/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Workbench checks pass functions to the page (page.evaluate, waitForFunction): they run in the browser.
    files: ['test/e2e/checks/**', 'test/e2e/workbench-page.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
