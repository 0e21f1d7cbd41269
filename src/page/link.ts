/**
 * The playground's link: the tree's text in the URL's fragment (`#t=…`), which no browser
 * sends to a server. UTF-8, compressed with deflate-raw (the browser's CompressionStream), in
 * base64url. A link longer than LINK_LIMIT characters is refused: chat programs, e-mail and
 * learning platforms cut or reject longer ones. No DOM here (Node has the same streams).
 */

/** The most characters a link's fragment may have; a typical exercise tree takes a few hundred. */
export const LINK_LIMIT = 8000;
const PREFIX = 't=';

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export type Encoded = { readonly ok: true; readonly fragment: string } | { readonly ok: false; readonly message: string };

/** The fragment (without `#`) that carries `text`, or why there is none: the tree is too large for a link. */
export async function encodeTree(text: string): Promise<Encoded> {
  const fragment = PREFIX + base64url(await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
  if (fragment.length <= LINK_LIMIT) return { ok: true, fragment };
  return {
    ok: false,
    message: `This tree makes a link of ${fragment.length.toLocaleString('en')} characters, over the ${LINK_LIMIT.toLocaleString('en')} a link can safely carry: share the .gtree file instead (or a page made with gtree export --format html).`,
  };
}

/** The text a fragment carries (with or without its `#`); null when it carries none; a message when it is damaged. */
export async function decodeTree(fragment: string): Promise<{ readonly text: string } | { readonly message: string } | null> {
  const f = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!f.startsWith(PREFIX)) return null;
  const damaged = { message: 'The tree in this link is damaged (cut short when it was copied?): ask for the link again.' };
  try {
    const bytes = fromBase64url(f.slice(PREFIX.length));
    if (!bytes) return damaged;
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(await through(bytes, new DecompressionStream('deflate-raw'))) };
  } catch {
    return damaged;
  }
}
