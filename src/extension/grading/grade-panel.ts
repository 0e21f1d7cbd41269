import * as vscode from 'vscode';
import { percent, scoreWords, submissionNote, type FeedbackDrawing, type SubmissionGrade, type TreeGrade } from '../../core';
import type { DrawnFeedback, FromGradePage, ToGradePage } from '../../shared/grade-messages';
import { randomBase64 } from '../host/bytes';
import { Disposer } from '../host/disposer';
import { gradeHtml } from './grade-html';
import type { GradedClass } from './grading';

export const GRADE_VIEW_TYPE = 'gtree.grades';
const SOURCE = 'gtree grade';

/** What the grading page drew: its `drawn` message (tests wait on it). */
export type GradesDrawn = Extract<FromGradePage, { type: 'drawn' }>;

/** How long the page may take to draw one student's feedback before the host gives up on it. */
const DRAW_FEEDBACK_MS = 60_000;

/** A `drawFeedback` sent to the page and not yet answered: sent again if the page loads anew meanwhile. */
interface FeedbackRequest {
  readonly message: Extract<ToGradePage, { type: 'drawFeedback' }>;
  readonly resolve: (files: readonly DrawnFeedback[]) => void;
  readonly reject: (e: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/**
 * The grading panel: one at a time, showing the last class graded. A row opened from it
 * shows the submission beside the panel, with the grade's problems as diagnostics of their
 * own ("gtree grade": a changed given located, wrong answers against the key's run, a tree
 * missing or extra), cleared when the panel closes.
 */
export class GradePanel extends Disposer {
  private panel: vscode.WebviewPanel | null = null;
  private graded: GradedClass | null = null;
  private readonly diagnostics = this.own(vscode.languages.createDiagnosticCollection(SOURCE));
  private readonly drawnEmitter = this.own(new vscode.EventEmitter<GradesDrawn>());
  readonly onDidDraw = this.drawnEmitter.event;
  private readonly feedbackRequests = new Map<number, FeedbackRequest>();
  private nextRequest = 1;

  constructor(private readonly extensionUri: vscode.Uri) {
    super();
  }

  show(graded: GradedClass): void {
    this.graded = graded;
    this.diagnostics.clear();
    if (this.panel) {
      this.panel.title = `Grades: ${graded.grade.key}`;
      this.panel.reveal(undefined, true);
      void this.panel.webview.postMessage(graded.page);
      return;
    }
    const media = vscode.Uri.joinPath(this.extensionUri, 'media');
    const scripts = vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview');
    const panel = vscode.window.createWebviewPanel(
      GRADE_VIEW_TYPE,
      `Grades: ${graded.grade.key}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
      {
        enableScripts: true,
        localResourceRoots: [media, scripts],
      },
    );
    const webview = panel.webview;
    webview.html = gradeHtml({
      cspSource: webview.cspSource,
      nonce: randomBase64(16),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(scripts, 'grade.js')).toString(),
      styleUris: ['diagram.css', 'grade.css'].map((f) => webview.asWebviewUri(vscode.Uri.joinPath(media, f)).toString()),
    });
    const listener = webview.onDidReceiveMessage((m: FromGradePage) => this.onMessage(m));
    panel.onDidDispose(() => {
      listener.dispose();
      this.panel = null;
      this.graded = null;
      this.diagnostics.clear();
      this.dropRequests('the grading panel was closed');
    });
    this.panel = panel;
  }

  /** Opens the row's submission beside the panel, what its grade says marked, the cursor where its note points. */
  async open(row: number): Promise<vscode.TextEditor | null> {
    const graded = this.graded;
    const uri = graded?.files[row];
    if (!graded || !uri) return null;
    let doc: vscode.TextDocument;
    try {
      doc = await vscode.workspace.openTextDocument(uri);
    } catch (e) {
      // A file that is not text (a skipped photo, a binary handed in as .gtree) has no editor to open.
      const sub = graded.grade.submissions[row];
      void vscode.window.showWarningMessage(
        `gtree: ${sub.file} cannot be opened as text: ${submissionNote(sub) ?? (e instanceof Error ? e.message : String(e))}`,
      );
      return null;
    }
    const sub = graded.grade.submissions[row];
    const diagnostics = diagnosticsOf(doc, sub, sub.key ?? graded.grade.key);
    this.diagnostics.set(uri, diagnostics);
    const column = this.panel?.viewColumn === vscode.ViewColumn.One ? vscode.ViewColumn.Two : vscode.ViewColumn.One;
    // The cursor on what to read first: the row's note (the first change or problem), else the top.
    const first = firstProblem(graded.grade.submissions[row]);
    const at = first ? doc.validatePosition(new vscode.Position(first.line - 1, first.col - 1)) : new vscode.Position(0, 0);
    return vscode.window.showTextDocument(doc, { viewColumn: column, preview: false, selection: new vscode.Range(at, at) });
  }

  /** The class the panel shows; null with no panel. */
  get shown(): GradedClass | null {
    return this.graded;
  }

  /**
   * Has the page draw a student's marked sheets as files (the host draws nothing): each one's
   * SVG and TikZ, or why it could not be drawn. The panel is shown first, without the focus: a
   * hidden page is not loaded, and one that loads anew is asked again.
   */
  drawFeedback(drawings: readonly FeedbackDrawing[]): Promise<readonly DrawnFeedback[]> {
    const panel = this.panel;
    if (!panel) return Promise.reject(new Error('the grading panel was closed'));
    if (!panel.visible) panel.reveal(undefined, true);
    const id = this.nextRequest++;
    const message = { type: 'drawFeedback', id, drawings } as const;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.feedbackRequests.delete(id);
        reject(new Error('the grading panel did not draw the feedback'));
      }, DRAW_FEEDBACK_MS);
      this.feedbackRequests.set(id, { message, resolve, reject, timer });
      void panel.webview.postMessage(message);
    });
  }

  private dropRequests(why: string): void {
    for (const request of this.feedbackRequests.values()) {
      clearTimeout(request.timer);
      request.reject(new Error(why));
    }
    this.feedbackRequests.clear();
  }

  /** The grade's diagnostics on a file, as the Problems view lists them. */
  problemsOf(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.diagnostics.get(uri) ?? [];
  }

  override dispose(): void {
    this.panel?.dispose();
    this.dropRequests('the grading panel was closed');
    super.dispose();
  }

  private onMessage(m: FromGradePage): void {
    switch (m.type) {
      case 'ready':
        // A page shown again after being hidden is loaded anew: it gets the grades again, and what it was asked to draw.
        if (this.graded) void this.panel?.webview.postMessage(this.graded.page);
        for (const request of this.feedbackRequests.values()) void this.panel?.webview.postMessage(request.message);
        break;
      case 'feedbackDrawn': {
        const request = this.feedbackRequests.get(m.id);
        if (!request) break;
        this.feedbackRequests.delete(m.id);
        clearTimeout(request.timer);
        request.resolve(m.files);
        break;
      }
      case 'saveFeedback':
        void vscode.commands.executeCommand('gtree.saveFeedback');
        break;
      case 'open':
        void this.open(m.row);
        break;
      case 'drawn':
        this.drawnEmitter.fire(m);
        break;
      case 'error':
        void vscode.window.showErrorMessage(`gtree: the grading panel failed: ${m.message}`);
        break;
      default:
        m satisfies never;
    }
  }
}

/**
 * What the grade says that the file's own check does not: its score, a changed given (located),
 * why a tree is not graded, a missing ']' graded as if written. The wrong answers of a graded
 * tree are left to the file's own diagnostics: its givens are the key's, so its own run judges
 * them as the key's does, at the same places (twice in the Problems view would be noise).
 */
export function diagnosticsOf(doc: vscode.TextDocument, sub: SubmissionGrade, key: string): vscode.Diagnostic[] {
  const score = new vscode.Diagnostic(
    doc.lineAt(0).range,
    `graded against ${key}: ${percent(sub.score)} (${scoreWords(sub)})${sub.status === 'graded' ? '' : `, ${sub.status}`}`,
    vscode.DiagnosticSeverity.Information,
  );
  score.source = SOURCE;
  score.code = 'score';
  const out = [score];
  for (const tree of sub.trees) {
    if (tree.changed) {
      const d = located(doc, tree.changed, `changed given, so this tree is not graded: ${tree.changed.message}`, vscode.DiagnosticSeverity.Error);
      d.code = 'changed';
      out.push(d);
    }
    for (const p of tree.problems) {
      if (tree.status === 'graded' && p.code !== 'unclosed-bracket') continue;
      const d = located(doc, p, p.message, severityOf(tree));
      d.code = p.code;
      out.push(d);
    }
  }
  return out;
}

function severityOf(tree: TreeGrade): vscode.DiagnosticSeverity {
  if (tree.status === 'extra') return vscode.DiagnosticSeverity.Information;
  return tree.status === 'graded' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Error;
}

/** Where the table's note points: the first changed given, else the first problem. */
function firstProblem(sub: SubmissionGrade): { readonly line: number; readonly col: number } | null {
  return sub.trees.find((t) => t.changed)?.changed ?? sub.trees.flatMap((t) => t.problems)[0] ?? null;
}

/** At the 1-based line and column, over what is written from there (a window whole, a value, a cut mark), else just there. */
function located(
  doc: vscode.TextDocument,
  at: { readonly line: number; readonly col: number },
  message: string,
  severity: vscode.DiagnosticSeverity,
): vscode.Diagnostic {
  const start = doc.validatePosition(new vscode.Position(at.line - 1, at.col - 1));
  // Only what starts there: a place between words (where a ']' is missing) stays a place, which the editor marks as it can.
  const word = /\S/.test(doc.lineAt(start.line).text.charAt(start.character)) ? doc.getWordRangeAtPosition(start, /<[^>\n]*>|[^\s[\]]+/) : undefined;
  const range = word?.start.isEqual(start) ? word : new vscode.Range(start, start);
  const d = new vscode.Diagnostic(range, message, severity);
  d.source = SOURCE;
  return d;
}
