/*
 * What every page gtree writes shares (the diagram panel's, the grading panel's, the
 * self-contained page): the start of the document to its `</head>` under a strict
 * Content-Security-Policy, and the escapes that keep text from closing the element it is put in.
 * No DOM here: the extension host and the CLI write pages as text.
 */

/** Text for an attribute's value (or an element's): `&`, `"`, `<` and `>` escaped. */
export const escapeAttribute = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: no `<` can close it (`\u003c` reads back as `<`). */
export const jsonInHtml = (json: string): string => json.replace(/</g, '\\u003c');

/** Whether text can sit inside a `<script>` or `<style>` element as it is (nothing in it closes the element or opens a comment). */
export const fitsInElement = (text: string, tag: string): boolean => !new RegExp(`</${tag}|<!--`, 'i').test(text);

/** A page's start, to its `</head>`: the policy, the viewport, then `head` (elements: styles, meta) and the title. */
export function documentHead(policy: string, head: string, title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<title>${escapeAttribute(title)}</title>
</head>`;
}
