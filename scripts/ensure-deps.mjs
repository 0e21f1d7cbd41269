// Lets `npm start` and `npm test` work on a fresh clone: installs from the lockfile when node_modules is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../node_modules/esbuild', import.meta.url))) {
  console.log('gtree: installing dependencies from package-lock.json (first run)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
