import * as vscode from 'vscode';
import type { Submission } from '../core';

/** A submission as read from the folder: its text (or why it could not be read), named by its path below the folder. */
export interface SubmissionFile {
  readonly uri: vscode.Uri;
  readonly submission: Submission;
}

const decoder = new TextDecoder();

/**
 * The .gtree files in `folder` and below it, sorted by their path, the key left out, each
 * read with vscode.workspace.fs (the web host has no Node fs). A file that cannot be read is
 * a submission all the same (it shows as unreadable, with why).
 */
export async function readSubmissions(folder: vscode.Uri, key: vscode.Uri): Promise<SubmissionFile[]> {
  const files = (await gtreeFilesIn(folder, '')).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const wanted = files.filter((f) => f.uri.toString() !== key.toString());
  return Promise.all(
    wanted.map(async ({ uri, name }) => {
      try {
        return { uri, submission: { name, text: decoder.decode(await vscode.workspace.fs.readFile(uri)) } };
      } catch (e) {
        return { uri, submission: { name, problem: e instanceof Error ? e.message : String(e) } };
      }
    }),
  );
}

async function gtreeFilesIn(folder: vscode.Uri, prefix: string): Promise<{ uri: vscode.Uri; name: string }[]> {
  const found: { uri: vscode.Uri; name: string }[] = [];
  for (const [entry, type] of await vscode.workspace.fs.readDirectory(folder)) {
    const uri = vscode.Uri.joinPath(folder, entry);
    const name = prefix + entry;
    if (type & vscode.FileType.Directory) found.push(...(await gtreeFilesIn(uri, `${name}/`)));
    else if (entry.toLowerCase().endsWith('.gtree')) found.push({ uri, name });
  }
  return found;
}

/** The last part of a URI's path: `key.gtree`. */
export const baseName = (uri: vscode.Uri): string => uri.path.slice(uri.path.lastIndexOf('/') + 1);
