// Web-standard byte helpers shared by the desktop and the web extension host (no Node Buffer or crypto module).

/** `count` random bytes as base64 (the webview's CSP nonce). */
export function randomBase64(count: number): string {
  return bytesToBase64(crypto.getRandomValues(new Uint8Array(count)));
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The bytes a base64 text stands for (the PNG the webview exports). */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
