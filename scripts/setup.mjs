// The one set-up step of `npm start` and `npm test` (their pre-scripts): installs whatever the
// command needs and this machine lacks — see scripts/setup/parts.mjs for the list and the reasons.
//   node scripts/setup.mjs start|test
import { ensureParts, partsFor } from './setup/ensure.mjs';
import { SetupError } from './setup/error.mjs';

const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/setup.mjs start|test');
  process.exit(2);
}
try {
  await ensureParts(partsFor(command), `npm ${command}`);
} catch (e) {
  if (!(e instanceof SetupError)) throw e;
  console.error(`gtree: ${e.message}`);
  process.exit(1);
}
