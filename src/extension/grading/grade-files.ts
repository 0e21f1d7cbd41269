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
export async function readSubmissions(folder: vscode.Uri, key: vscode.Uri): Promise<SubmissionFile[]> {
  const files = (await filesIn(folder, '')).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const wanted = files.filter((f) => f.uri.toString() !== key.toString());
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
