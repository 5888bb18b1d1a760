/**
 * The nonce the shell's server put in this page's Content-Security-Policy (and in
 * `<meta name="csp-nonce">`): a <style> carrying it is allowed without 'unsafe-inline'. Absent in
 * the dev server and in tests.
 */
export function readCspNonce(document: Document = window.document): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
