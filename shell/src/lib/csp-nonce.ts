// The nonce the shell's server put in the page's policy and `<meta name="csp-nonce">`: antd's
// CSS-in-JS puts it on every <style> it writes. Read as every page drawn without antd reads it.
export { readCspNonce } from 'shared-ui/native-look';

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
