// `GTREE_BENCH_PROFILE=DIR npm run bench:ui …`: a CPU profile of the extension host's thread for each timed part,
// written to DIR as NAME.cpuprofile (open it in Chrome's DevTools, Performance tab): where the host's time went.
import { Session } from 'node:inspector';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = process.env.GTREE_BENCH_PROFILE;

/** Runs `work`, profiling the host's thread meanwhile when GTREE_BENCH_PROFILE names a folder. */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!DIR) return work();
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object): Promise<unknown> =>
    new Promise((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 250 });
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    session.disconnect();
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  }
}
