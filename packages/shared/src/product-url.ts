/**
 * Product page paths are /product/{encodedTitle}/{encodedProductId}, each segment
 * URI-encoded and then base64 (docs/api.md). Standard base64 may contain '/', '+' and '=',
 * so the base64 text is URI-encoded once more to survive as one path segment.
 */
function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeProductSegment(value: string): string {
  return encodeURIComponent(toBase64(encodeURIComponent(value)));
}

/** Returns null for anything that is not a segment made by encodeProductSegment. */
export function decodeProductSegment(segment: string): string | null {
  try {
    // React Router hands over already-decoded params; decoding twice is harmless for base64 text.
    const base64 = segment.includes('%') ? decodeURIComponent(segment) : segment;
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) return null;
    return decodeURIComponent(fromBase64(base64));
  } catch {
    return null;
  }
}

export function productPath(product: { title: string; product_id: string }): string {
  return `/product/${encodeProductSegment(product.title)}/${encodeProductSegment(product.product_id)}`;
}
