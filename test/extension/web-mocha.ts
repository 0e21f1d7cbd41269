// mocha's browser build, set up for the web extension host (a browser Web Worker): imported before the
// test files, so that their describe/it find the globals it defines. The spec reporter writes to the
// console, which the test runner reads from the page.
import 'mocha/mocha.js';

mocha.setup({
  ui: 'bdd',
  reporter: 'spec',
  timeout: 60_000, // the first test pays for activating the extension in a cold workbench
  color: false,
});
