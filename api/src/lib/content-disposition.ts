/**
 * `Content-Disposition: attachment` for a file name that may hold anything a user typed:
 * an ASCII fallback without quotes or control characters, and the exact name in RFC 5987 form.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'download';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
