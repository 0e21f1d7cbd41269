// Starts the pinned code-server on loopback with the extension under development, in throw-away
// directories and its own process group, and ends the whole group on stop().
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CODE_SERVER_BIN, isInstalled } from './install.mjs';
import { SetupError } from '../setup/error.mjs';

const HOST = '127.0.0.1';

// Quiet, deterministic workbench: no welcome page, tips, trust prompt or update checks.
const DEFAULT_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'git.openRepositoryInParentFolders': 'never', // examples/ sits inside the repository: no prompt
};

// Workspace trust as a student meets it: on, the folder not trusted (Restricted Mode), and no modal
// asking at start-up (the banner and the status bar item say it instead).
const RESTRICTED_SETTINGS = {
  'security.workspace.trust.enabled': true,
  'security.workspace.trust.startupPrompt': 'never',
  'security.workspace.trust.banner': 'always',
};

/**
 * What puts an extension (`id`: publisher.name), under development or installed, into the browser's Web Worker
 * extension host (as in vscode.dev), where it runs its `browser` entry; its tests go with it (VS Code runs them in
 * the host of the extension they lie in). The payload's extensionDevelopmentKind=web alone does not do it in code-server 4.100.3: its trace log
 * says "pickRunningLocation for gtree.gtree, extension kinds: [workspace, web], isInstalledLocally: false,
 * isInstalledRemotely: true, preference: Remote => Remote". VS Code's setting remote.extensionKind, which
 * overrides an extension's kinds, does: "extension kinds: [web] … => LocalWebWorker".
 */
const webWorkerHost = (id) => ({
  payload: [['extensionDevelopmentKind', 'web']],
  settings: { 'remote.extensionKind': { [id]: ['web'] } },
});

/** An extension's id (publisher.name) from its folder's package.json, for `webHost`. */
export function extensionId(extensionPath) {
  const { publisher, name } = JSON.parse(readFileSync(join(extensionPath, 'package.json'), 'utf8'));
  return `${publisher}.${name}`;
}

/**
 * @param {object} options
 * @param {string} [options.extensionPath]  folder of the extension under development (its package.json); omit it to
 *   run only installed extensions
 * @param {string[]} [options.install]  .vsix files to install into the server's own extensions folder first
 *   (`--install-extension`), as a user installs a packaged extension
 * @param {string} [options.webHost]  id (publisher.name, see extensionId) of an extension to run in the browser's Web
 *   Worker extension host (its `browser` entry) instead of code-server's Node one
 * @param {boolean} [options.restricted]  workspace trust on and the folder untrusted: Restricted Mode (default: trust
 *   disabled, everything trusted)
 * @param {string} [options.extensionTestsPath]  module whose run() the extension host calls (tests)
 * @param {string} [options.folder]  folder the workbench opens
 * @param {[string, string][]} [options.payload]  extra raw payload pairs for the workbench URL
 * @param {Record<string, unknown>} [options.settings]  user settings, over the quiet defaults (read when the
 *   workbench starts: a running workbench does not see later changes to the file)
 * @param {number} [options.port]  fixed port (default: a free one)
 * @param {(line: string) => void} [options.onOutput]  each line the server prints
 * @returns {Promise<{ url: string, port: number, userDataDir: string, exited: Promise<void>, output(): string, stop(): Promise<void> }>}
 */
export async function startServer({
  extensionPath,
  install = [],
  restricted = false,
  webHost,
  extensionTestsPath,
  folder,
  payload = [],
  settings = {},
  port,
  onOutput,
} = {}) {
  if (!isInstalled()) throw new SetupError('code-server is not installed: `npm start` or `npm test` installs it');
  const web = webHost ? webWorkerHost(webHost) : { payload: [], settings: {} };
  port ??= await freePort();
  const root = mkdtempSync(join(tmpdir(), 'gtree-cs-'));
  const dirs = Object.fromEntries(['home', 'config', 'data', 'cache', 'tmp', 'user-data', 'extensions'].map((d) => [d, join(root, d)]));
  Object.values(dirs).forEach((d) => mkdirSync(d));
  mkdirSync(join(dirs['user-data'], 'User'));
  writeFileSync(
    join(dirs['user-data'], 'User', 'settings.json'),
    JSON.stringify({ ...DEFAULT_SETTINGS, ...(restricted ? RESTRICTED_SETTINGS : {}), ...web.settings, ...settings }, null, 2),
  );
  const folders = ['--user-data-dir', dirs['user-data'], '--extensions-dir', dirs.extensions];
  for (const vsix of install) installExtension(vsix, folders, dirs, root);

  const args = [
    CODE_SERVER_BIN,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    ...(restricted ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override',
    '--disable-proxy',
    ...folders,
    '--bind-addr',
    `${HOST}:${port}`,
  ];
  const child = spawn(process.execPath, args, {
    detached: true, // own process group: stop() ends it with every child (a file watcher outlives its parent)
    stdio: ['ignore', 'pipe', 'pipe'],
    env: isolatedEnv(dirs),
  });
  const lines = [];
  const collect = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      onOutput?.(line);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  const exitedPromise = new Promise((done) =>
    child.once('exit', () => {
      exited = true;
      done();
    }),
  );
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  // Last resort if this process dies without calling stop(): no orphaned server.
  const onExit = () => {
    killGroup('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      killGroup('SIGTERM');
      await Promise.race([exitedPromise, sleep(3000)]);
      killGroup('SIGKILL'); // whatever ignored SIGTERM or outlived the leader
      await Promise.race([exitedPromise, sleep(2000)]);
      process.removeListener('exit', onExit);
      rmSync(root, { recursive: true, force: true });
    })());

  try {
    await waitForHealth(port, () => exited, 30_000);
  } catch (e) {
    await stop();
    throw new Error(`${e.message}\n--- code-server output ---\n${lines.join('\n')}`, { cause: e });
  }

  const remote = (path) => `vscode-remote://${HOST}:${port}${resolve(path)}`;
  const pairs = extensionPath ? [['extensionDevelopmentPath', remote(extensionPath)]] : [];
  if (extensionTestsPath) pairs.push(['extensionTestsPath', remote(extensionTestsPath)]);
  pairs.push(...web.payload, ...payload);
  const query = new URLSearchParams();
  if (folder) query.set('folder', resolve(folder));
  query.set('payload', JSON.stringify(pairs));
  return {
    url: `http://${HOST}:${port}/?${query}`,
    port,
    userDataDir: dirs['user-data'],
    exited: exitedPromise, // settles when the server process ends, whoever ended it
    output: () => lines.join('\n'),
    stop,
  };
}

/** `code-server --install-extension`: installs and exits. A failure ends the start with code-server's own words. */
function installExtension(vsix, folders, dirs, root) {
  const result = spawnSync(process.execPath, [CODE_SERVER_BIN, ...folders, '--install-extension', resolve(vsix)], {
    env: isolatedEnv(dirs),
    encoding: 'utf8',
    timeout: 120_000,
  });
  const said = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0 || !/successfully installed/i.test(said)) {
    rmSync(root, { recursive: true, force: true });
    throw new SetupError(`code-server could not install ${vsix} (exit ${result.status ?? result.signal}):\n${said}`);
  }
}

/** The parent's environment with HOME, XDG_* and TMPDIR moved into the throw-away folder. */
function isolatedEnv(dirs) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VSCODE_') && k !== 'ELECTRON_RUN_AS_NODE' && k !== 'PASSWORD'));
  return {
    ...env,
    HOME: dirs.home,
    XDG_CONFIG_HOME: dirs.config,
    XDG_DATA_HOME: dirs.data,
    XDG_CACHE_HOME: dirs.cache,
    TMPDIR: dirs.tmp,
    // No extension gallery: the throw-away server needs none, and this keeps it from looking up
    // open-vsx.org (unreachable here, and noise in the logs).
    EXTENSIONS_GALLERY: '{}',
  };
}

function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

async function waitForHealth(port, hasExited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('code-server exited before it was ready');
    try {
      const res = await fetch(`http://${HOST}:${port}/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  throw new Error(`code-server did not answer /healthz on port ${port} within ${timeoutMs / 1000} s`);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms).unref());
