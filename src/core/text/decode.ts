/*
 * A file's bytes read as an editor reads them: UTF-8 with or without a byte-order mark, UTF-16
 * (little- or big-endian) with one, or without one where its NULs tell the byte order (as VS
 * Code reads it). Anything else is refused with what it looks like, so that a
 * teacher learns why a submission is unreadable instead of seeing hundreds of syntax errors.
 * Written out here (no Buffer, no TextDecoder labels beyond UTF-8) so the core runs in every host.
 */
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(bytes?: Uint8Array): string };

/** The encodings a file is read in. */
export type TextEncoding = 'utf-8' | 'utf-8 with BOM' | 'utf-16le' | 'utf-16be';

export type DecodedText =
  { readonly ok: true; readonly text: string; readonly encoding: TextEncoding } | { readonly ok: false; readonly binary: boolean; readonly message: string };

/** What a file that is not text is told: the same words wherever it is read. */
export const NOT_TEXT = 'not a text file';

/** How much of the start is looked at to tell text from other bytes (the NULs of UTF-16, a binary's control bytes). */
const SAMPLE = 8192;

/** A file's text, or why it cannot be read as text (the message names the encoding it seems to be in). */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return utf8(bytes, 3, 'utf-8 with BOM');
  if (startsWith(bytes, 0xff, 0xfe, 0, 0) || startsWith(bytes, 0, 0, 0xfe, 0xff)) {
    return refused('the file is in UTF-32, which gtree does not read: save it as UTF-8');
  }
  if (startsWith(bytes, 0xff, 0xfe)) return { ok: true, text: utf16(bytes, 2, true), encoding: 'utf-16le' };
  if (startsWith(bytes, 0xfe, 0xff)) return { ok: true, text: utf16(bytes, 2, false), encoding: 'utf-16be' };
  const kind = sniff(bytes);
  if (kind === 'binary') return { ok: false, binary: true, message: NOT_TEXT };
  // Without its mark, as VS Code reads it too: the NULs of ASCII's high bytes tell the byte order.
  if (kind !== null) return { ok: true, text: utf16(bytes, 0, kind === 'utf-16le'), encoding: kind };
  return utf8(bytes, 0, 'utf-8');
}

type Refusal = Extract<DecodedText, { ok: false }>;

/**
 * What bytes without a byte-order mark are, from their NULs and control bytes alone: UTF-16
 * without its mark (NULs at one parity only, as ASCII's high bytes), binary (NULs at both, or
 * many control bytes), or null when they may be UTF-8. A reader with a faster path for ASCII
 * asks this first, so as to read what decodeText reads.
 */
export function sniff(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | 'binary' | null {
  const nuls = nulPattern(bytes);
  if (nuls === 'le') return 'utf-16le';
  if (nuls === 'be') return 'utf-16be';
  if (nuls === 'other' || controlShare(bytes) > 0.1) return 'binary';
  return null;
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]): boolean => bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const refused = (message: string): Refusal => ({ ok: false, binary: false, message });

function utf8(bytes: Uint8Array, from: number, encoding: TextEncoding): DecodedText {
  const body = bytes.subarray(from);
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding };
  } catch {
    return refused(notUtf8(body, from));
  }
}

/**
 * UTF-16 code units as TextDecoder reads them: a surrogate without its other half, and a
 * last odd byte, become U+FFFD.
 */
export function utf16(bytes: Uint8Array, from: number, little: boolean): string {
  const units = Math.floor((bytes.length - from) / 2);
  const out = new Uint16Array(units + ((bytes.length - from) % 2));
  for (let i = 0; i < units; i++) out[i] = read(bytes, from + 2 * i, little);
  for (let i = 0; i < units; i++) {
    if (isHigh(out[i]) && i + 1 < units && isLow(out[i + 1])) i++;
    else if (isHigh(out[i]) || isLow(out[i])) out[i] = 0xfffd;
  }
  // A last odd byte is one U+FFFD, or none more after a high surrogate left waiting at the end (one error, as the WHATWG decoder counts it).
  const waiting = units > 0 && isHigh(read(bytes, from + 2 * units - 2, little));
  const length = out.length > units && waiting ? units : out.length;
  if (length > units) out[units] = 0xfffd;
  const parts: string[] = [];
  // In pieces: fromCharCode takes its arguments on the stack.
  for (let i = 0; i < length; i += 0x8000) parts.push(String.fromCharCode(...out.subarray(i, Math.min(i + 0x8000, length))));
  return parts.join('');
}

const isHigh = (u: number): boolean => u >= 0xd800 && u <= 0xdbff;
const isLow = (u: number): boolean => u >= 0xdc00 && u <= 0xdfff;
const read = (bytes: Uint8Array, at: number, little: boolean): number => (little ? bytes[at] | (bytes[at + 1] << 8) : (bytes[at] << 8) | bytes[at + 1]);

/**
 * Where NUL bytes are in the sample: at odd offsets only (the high bytes of ASCII in UTF-16 LE),
 * at even ones only (UTF-16 BE), elsewhere too (a binary file), or none.
 */
function nulPattern(bytes: Uint8Array): 'le' | 'be' | 'other' | 'none' {
  const n = Math.min(bytes.length, SAMPLE);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  if (even + odd === 0) return 'none';
  // Text in UTF-16 has a NUL in most units (ASCII); a binary's NULs fall at either offset.
  const pairs = Math.floor(n / 2);
  if (even === 0 && odd >= pairs / 4) return 'le';
  if (odd === 0 && even >= pairs / 4) return 'be';
  return 'other';
}

/** The share of the sample that is control bytes no text file holds (all below space but tab, line breaks and form feed). */
function controlShare(bytes: Uint8Array): number {
  const n = Math.min(bytes.length, SAMPLE);
  if (n === 0) return 0;
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if ((b < 0x20 && b !== 9 && b !== 10 && b !== 12 && b !== 13) || b === 0x7f) control++;
  }
  return control / n;
}

/** Where UTF-8 first fails in `bytes` (which start `skipped` bytes into the file), as a message. */
function notUtf8(bytes: Uint8Array, skipped: number): string {
  const at = Math.min(firstInvalid(bytes), bytes.length - 1);
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) {
    if (bytes[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, at)).length + 1;
  const hex = bytes[at].toString(16).toUpperCase().padStart(2, '0');
  return (
    `not UTF-8: byte 0x${hex} at line ${line}, column ${column} (byte ${skipped + at + 1} of the file) is not valid UTF-8; ` +
    'the file seems saved in a one-byte encoding (Windows-1250, Latin-1, …): save it as UTF-8'
  );
}

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates). */
export function firstInvalid(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}
