import { escapeAttribute, pageHead } from '../diagram/diagram-html';

/** The grading panel's page: its skeleton, which grade-page.ts fills from the host's `grades` message; the diagram page's policy. */
export interface GradeHtmlParts {
  readonly cspSource: string;
  readonly nonce: string;
  readonly scriptUri: string;
  /** The diagram's stylesheet (the drawing's look), then the page's own. */
  readonly styleUris: readonly string[];
}

export function gradeHtml(parts: GradeHtmlParts): string {
  const a = escapeAttribute;
  const styles = parts.styleUris.map((u) => `<link rel="stylesheet" href="${a(u)}">`).join('\n');
  return `${pageHead(parts, styles, 'Grades')}
<body class="grade-page">
<main>
<h1 id="title">Grading…</h1>
<p id="summary"></p>
<p><button id="save-feedback" type="button" hidden>Save feedback for every student…</button></p>
<div class="table-box"><table id="grades" aria-describedby="table-hint"></table></div>
<p id="table-hint" class="hint">Enter or a click on a row opens the submission beside, its graded problems marked; a column's heading sorts by it.</p>
<section id="kinds" hidden aria-labelledby="kinds-heading">
<h2 id="kinds-heading">What the course missed, by kind of step</h2>
<p class="hint">Across every variant: each kind's answers asked of the graded sheets, and how many were wrong or left blank.</p>
<ul id="kind-list"></ul>
</section>
<h2 id="class-heading">Class view</h2>
<div id="tree-chooser" hidden><label id="tree-label" for="tree-choice">Key tree</label> <select id="tree-choice"></select></div>
<div id="class-view"></div>
</main>
<script nonce="${a(parts.nonce)}" src="${a(parts.scriptUri)}"></script>
</body>
</html>
`;
}
