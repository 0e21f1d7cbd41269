import type * as vscode from 'vscode';

/** What the workspace remembers of a file's trees: practised (true) or stopped by the student (false), by tree index. */
export type FileRecord = Readonly<Record<string, boolean>>;

const KEY = 'gtree.practice';
/** Only the latest files are worth remembering. */
const MAX_FILES = 200;

/**
 * Practice per file across reopening and window reloads: the workspace's memory
 * (`workspaceState`) of which trees of which files are practised and which the student stopped,
 * keyed by the file's URI, and carried to the new URI on Save As and rename.
 */
export class PracticeMemory {
  private readonly memento: Pick<vscode.Memento, 'get' | 'update'>;

  /** Without a workspace's memento (a Practice of its own, in a test) the memory lasts as long as the object. */
  constructor(memento?: vscode.Memento) {
    this.memento = memento ?? transient();
  }

  /** The file's record; undefined when nothing is remembered of it (a sheet with blanks is then practised). */
  of(uri: string): FileRecord | undefined {
    return this.all()[uri];
  }

  /** Whether tree `treeIndex` of the file is practised (true), was stopped (false), or neither is remembered. */
  tree(uri: string, treeIndex: number): boolean | undefined {
    return this.of(uri)?.[String(treeIndex)];
  }

  set(uri: string, treeIndex: number, practised: boolean): Thenable<void> {
    return this.write(uri, { ...this.of(uri), [String(treeIndex)]: practised });
  }

  /** Gives `to` the record of `from` (Save As keeps the old one, a rename drops it); nothing when `from` has none. */
  carry(from: string, to: string, keepOld: boolean): Thenable<void> | undefined {
    const all = { ...this.all() };
    const record = all[from];
    if (!record) return undefined;
    if (!keepOld) delete all[from];
    delete all[to];
    all[to] = record;
    return this.memento.update(KEY, trimmed(all));
  }

  forget(uri: string): Thenable<void> | undefined {
    const all = { ...this.all() };
    if (!(uri in all)) return undefined;
    delete all[uri];
    return this.memento.update(KEY, all);
  }

  /** The URIs remembered at or under `prefix` (a renamed folder's files). */
  under(prefix: string): string[] {
    return Object.keys(this.all()).filter((uri) => uri === prefix || uri.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
  }

  private write(uri: string, record: FileRecord): Thenable<void> {
    const all = { ...this.all() };
    // The newest last, so that trimming drops the oldest.
    delete all[uri];
    all[uri] = record;
    return this.memento.update(KEY, trimmed(all));
  }

  private all(): Record<string, FileRecord> {
    const stored = this.memento.get<unknown>(KEY, {});
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, FileRecord>) : {};
  }
}

function trimmed(all: Record<string, FileRecord>): Record<string, FileRecord> {
  const uris = Object.keys(all);
  if (uris.length <= MAX_FILES) return all;
  return Object.fromEntries(uris.slice(uris.length - MAX_FILES).map((uri) => [uri, all[uri]]));
}

/** A memento held in memory only. */
function transient(): Pick<vscode.Memento, 'get' | 'update'> {
  const values = new Map<string, unknown>();
  return {
    get: <T>(key: string, fallback?: T): T => (values.has(key) ? (values.get(key) as T) : (fallback as T)),
    update: (key: string, value: unknown): Thenable<void> => {
      values.set(key, value);
      return Promise.resolve();
    },
  };
}
