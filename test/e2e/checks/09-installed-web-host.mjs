// The one .vsix of `npm run package:vsix`, installed, in the browser's Web Worker extension host: the package
// carries the `browser` entry and everything it loads, not only the desktop's `main`.
import { lectureTreeInWebHost } from './08-web-host.mjs';

export const workbench = { installed: true, web: true };

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: "the installed .vsix runs in the Web Worker extension host: the lecture tree's lens draws it with its two cut edges",
    run: (wb) => lectureTreeInWebHost(wb, 'installed-web-host'),
  },
];
