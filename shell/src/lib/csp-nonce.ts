/**
 * The nonce the shell's server put in this page's Content-Security-Policy (and in
 * `<meta name="csp-nonce">`): antd's CSS-in-JS puts it on every <style> it writes, which the
 * policy then allows without 'unsafe-inline'. Absent in the dev server and in tests.
 */
export function readCspNonce(document: Document = window.document): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
