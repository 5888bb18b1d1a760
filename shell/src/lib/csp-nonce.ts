/**
 * The nonce the shell's server put in this page's Content-Security-Policy (and in
 * `<meta name="csp-nonce">`): antd's CSS-in-JS puts it on every <style> it writes, which the
 * policy then allows without 'unsafe-inline'. Absent in the dev server and in tests.
 */
export function readCspNonce(document: Document = window.document): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/**
 * Gives every <style> element created from now on the page's nonce. antd passes the nonce
 * itself (ConfigProvider `csp`); this is for the libraries beneath it that write a <style>
 * without taking one (rc-component's scroll lock under every modal and drawer). Only our own
 * scripts run (the policy allows no other), so the nonce reaches nothing it should not.
 */
export function giveNewStylesTheNonce(nonce: string, document: Document = window.document): void {
  const createElement = document.createElement.bind(document) as (
    tagName: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as Document['createElement'];
}
