import { SERVER_PAGE_ID } from 'shared-contracts/server-render';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input, select, textarea';

/** A control's name across the two copies of a page: its id (stable in the suite's forms), else its name. */
function keyOf(control: Element): string | null {
  return control.id || control.getAttribute('name') || null;
}

function edited(control: Control): boolean {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked;
    return control.value !== control.defaultValue;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  const options = [...control.options];
  if (control.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  // A single select with no option marked selected starts on its first.
  const initial = Math.max(
    0,
    options.findIndex((option) => option.defaultSelected),
  );
  return control.selectedIndex !== initial;
}

/**
 * Gives the page's control what the visitor put in the server's copy, the way typing would: the
 * native setter, then the events React listens to, so the form's state holds it too.
 */
function carry(from: Control, to: Control): void {
  if (
    from instanceof HTMLInputElement &&
    to instanceof HTMLInputElement &&
    (from.type === 'checkbox' || from.type === 'radio')
  ) {
    if (to.checked !== from.checked) to.click();
    return;
  }
  const prototype = Object.getPrototypeOf(to) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
  to.dispatchEvent(new Event('change', { bubbles: true }));
}

function controlsByKey(container: Element): Map<string, Control> {
  const controls = new Map<string, Control>();
  for (const control of container.querySelectorAll<Control>(CONTROLS)) {
    const key = keyOf(control);
    if (key && !controls.has(key)) controls.set(key, control);
  }
  return controls;
}

/**
 * The page in #root has committed: it replaces the server's copy in the same frame (called from a
 * layout effect, before the browser paints), with what the visitor typed there and the focus
 * where it was. Without a server copy it only makes sure #root shows. Any later call does nothing.
 */
export function showClientPage(doc: Document = document): void {
  const root = doc.getElementById('root');
  const server = doc.getElementById(SERVER_PAGE_ID);
  if (server && root) {
    const focusedKey = server.contains(doc.activeElement) && doc.activeElement ? keyOf(doc.activeElement) : null;
    const clientControls = controlsByKey(root);
    for (const [key, control] of controlsByKey(server)) {
      const target = clientControls.get(key);
      if (target && edited(control)) carry(control, target);
    }
    server.remove();
    root.hidden = false;
    if (focusedKey) clientControls.get(focusedKey)?.focus();
    return;
  }
  server?.remove();
  if (root?.hidden) root.hidden = false;
}
