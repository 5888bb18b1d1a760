// @ts-check
// The shell's index.html carries a fresh CSP nonce on every full answer: in a
// <meta name="csp-nonce"> the shell's code reads (antd's CSS-in-JS puts it on its <style>
// elements) and on the page's own <style>. The ETag names the nonce, so a browser revalidating
// its copy gets a 304 whose policy allows the very nonce that copy holds.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** @param {{ distDir: string }} options */
export function createIndexPage({ distDir }) {
  const file = path.join(distDir, 'index.html');
  /** @type {{ mtimeMs: number, template: string, version: string } | null} */
  let cached = null;

  async function template() {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const text = await readFile(file, 'utf8');
    cached = { mtimeMs, template: text, version: createHash('sha256').update(text).digest('base64url').slice(0, 16) };
    return cached;
  }

  /**
   * The page for one answer: the nonce the browser already holds when it revalidates a copy of
   * the same build, a new one otherwise.
   * @param {string | undefined} ifNoneMatch
   * @param {{ lang: string, html: string }} [head]  a public page's tags (public-head.mjs)
   * @param {string} [serverPage]  a public page's content drawn here (server-rendered-pages.mjs):
   *   it shows until the page in #root, hidden meanwhile, takes over
   */
  async function render(ifNoneMatch, head, serverPage) {
    const { template: built, version: buildVersion } = await template();
    // A public page's tags replace the build's <title>; the version names them, so the ETag does.
    const withHead = head
      ? built
          .replace(/<title>[^<]*<\/title>/, '')
          .replace(/<html lang="[a-z]+"/, `<html lang="${head.lang}"`)
          .replace('<head>', `<head>\n    ${head.html}`)
      : built;
    // A function, so no `$&` in the page's text is taken for a replacement pattern.
    const text = serverPage
      ? withHead.replace('<div id="root"></div>', () => `${serverPage}<div id="root" hidden></div>`)
      : withHead;
    const version =
      head || serverPage
        ? createHash('sha256')
            .update(buildVersion + (head?.html ?? '') + (serverPage ?? ''))
            .digest('base64url')
            .slice(0, 16)
        : buildVersion;
    const held = ifNoneMatch?.match(/"([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})"/);
    const heldNonce = held && held[1] === version ? held[2] : undefined;
    const nonce = heldNonce && NONCE.test(heldNonce) ? heldNonce : randomBytes(16).toString('base64url');
    const html = text
      .replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`)
      .replaceAll('<style>', `<style nonce="${nonce}">`);
    return { html, nonce, etag: `"${version}.${nonce}"` };
  }

  return { render };
}
