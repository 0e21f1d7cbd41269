import * as vscode from 'vscode';
import { submissionOf, type Submission } from '../../core';

/** A submission as read from the folder: its text (or why it could not be read), named by its path below the folder. */
export interface SubmissionFile {
  readonly uri: vscode.Uri;
  readonly submission: Submission;
}

/**
 * Every file in `folder` and below it (hidden ones, named `.…`, left out), sorted by their path,
 * the key left out, each read with vscode.workspace.fs (the web host has no Node fs) and taken
 * in as the CLI takes it (submissionOf: UTF-8 or UTF-16 as the editor reads it; a file not named
 * .gtree graded when it holds a tree, else skipped with why). A file that cannot be read is a
 * submission all the same (it shows as unreadable, with why).
 */
export async function readSubmissions(folder: vscode.Uri, keys: readonly vscode.Uri[]): Promise<SubmissionFile[]> {
  const files = await sortedFilesIn(folder);
  const keyNames = new Set(keys.map((k) => k.toString()));
  const wanted = files.filter((f) => !keyNames.has(f.uri.toString()));
  return Promise.all(
    wanted.map(async ({ uri, name }) => {
      try {
        return { uri, submission: submissionOf(name, await vscode.workspace.fs.readFile(uri)) };
      } catch (e) {
        return { uri, submission: { name, problem: e instanceof Error ? e.message : String(e) } };
      }
    }),
  );
}

/** A key read from a folder of keys: its file, and its text named by its path below the folder. */
export interface KeyFile {
  readonly uri: vscode.Uri;
  readonly name: string;
  readonly text: string;
}

/**
 * The keys of a folder of keys, as `gtree grade` takes them: its `.key.gtree` files (below it
 * too), or, with none, its `.gtree` files (a folder of exercises). A key that cannot be read is
 * its name and why.
 */
export async function readKeys(folder: vscode.Uri): Promise<KeyFile[] | { readonly name: string; readonly problem: string }> {
  const gtree = (await sortedFilesIn(folder)).filter((f) => /\.gtree$/i.test(f.name));
  const solved = gtree.filter((f) => /\.key\.gtree$/i.test(f.name));
  const keys: KeyFile[] = [];
  for (const { uri, name } of solved.length > 0 ? solved : gtree) {
    const read = submissionOf(name, await vscode.workspace.fs.readFile(uri));
    if (!('text' in read)) return { name, problem: 'problem' in read ? read.problem : read.skipped };
    keys.push({ uri, name, text: read.text });
  }
  return keys;
}

async function sortedFilesIn(folder: vscode.Uri): Promise<{ uri: vscode.Uri; name: string }[]> {
  return (await filesIn(folder, '')).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

async function filesIn(folder: vscode.Uri, prefix: string): Promise<{ uri: vscode.Uri; name: string }[]> {
  const found: { uri: vscode.Uri; name: string }[] = [];
  for (const [entry, type] of await vscode.workspace.fs.readDirectory(folder)) {
    if (entry.startsWith('.')) continue;
    const uri = vscode.Uri.joinPath(folder, entry);
    const name = prefix + entry;
    if (type & vscode.FileType.Directory) found.push(...(await filesIn(uri, `${name}/`)));
    else if (type & vscode.FileType.File) found.push({ uri, name });
  }
  return found;
}

/** The last part of a URI's path: `key.gtree`. */
export const baseName = (uri: vscode.Uri): string => uri.path.slice(uri.path.lastIndexOf('/') + 1);
