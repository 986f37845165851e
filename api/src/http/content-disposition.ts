/**
 * `Content-Disposition: attachment` for a download named `name` (already free of path
 * characters and quotes): an ASCII fallback for old clients, and the exact name in UTF-8
 * (RFC 6266 / RFC 8187) for the rest.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRFC8187(name)}`;
}

/** Percent-encodes all but RFC 8187's attr-chars (encodeURIComponent leaves `'()*` as they are). */
function encodeRFC8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
