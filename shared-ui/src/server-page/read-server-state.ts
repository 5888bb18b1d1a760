import { SERVER_STATE_ID } from 'shared-contracts/server-render';

/**
 * The queries the shell's server answered for this page (TanStack Query's dehydrated cache),
 * read once: the element is removed, so a later page of the same tab never takes them for its
 * own. undefined when the page was not rendered on the server or the script is not JSON.
 */
export function readServerState(doc: Document = document): unknown {
  const script = doc.getElementById(SERVER_STATE_ID);
  if (!script) return undefined;
  script.remove();
  try {
    return JSON.parse(script.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
