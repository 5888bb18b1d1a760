import { SERVER_PAGE_ID, SERVER_STATE_ID } from 'shared-contracts/server-render';
import { readServerState } from './read-server-state';
import { showClientPage } from './show-client-page';

const FORM = `<form>
  <input id="signup-email" value="" />
  <select id="signup-country"><option value="">—</option><option value="AR">Argentina</option></select>
  <input id="signup-terms" type="checkbox" />
</form>`;

/** The page as the shell's server sends it: its copy in #server-page, #root hidden below it. */
function serverRenderedPage(): { server: HTMLElement; root: HTMLElement } {
  document.body.innerHTML = `<div id="${SERVER_PAGE_ID}">${FORM}</div><div id="root" hidden>${FORM}</div>`;
  return {
    server: document.getElementById(SERVER_PAGE_ID) as HTMLElement,
    root: document.getElementById('root') as HTMLElement,
  };
}

describe('showClientPage', () => {
  it('replaces the server copy with the page in #root', () => {
    const { root } = serverRenderedPage();
    showClientPage();
    expect(document.getElementById(SERVER_PAGE_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('gives the page what the visitor typed and chose in the server copy, as events React hears', () => {
    const { server, root } = serverRenderedPage();
    (server.querySelector('#signup-email') as HTMLInputElement).value = 'ana@example.com';
    (server.querySelector('#signup-country') as HTMLSelectElement).value = 'AR';
    (server.querySelector('#signup-terms') as HTMLInputElement).checked = true;
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push(`input ${(event.target as Element).id}`));
    root.addEventListener('change', (event) => heard.push(`change ${(event.target as Element).id}`));

    showClientPage();

    expect((root.querySelector('#signup-email') as HTMLInputElement).value).toBe('ana@example.com');
    expect((root.querySelector('#signup-country') as HTMLSelectElement).value).toBe('AR');
    expect((root.querySelector('#signup-terms') as HTMLInputElement).checked).toBe(true);
    expect(heard).toEqual(
      expect.arrayContaining(['input signup-email', 'change signup-country', 'change signup-terms']),
    );
  });

  it('leaves untouched controls alone and moves the focus to the same control', () => {
    const { server, root } = serverRenderedPage();
    (server.querySelector('#signup-email') as HTMLInputElement).focus();
    const heard: string[] = [];
    root.addEventListener('input', () => heard.push('input'));

    showClientPage();

    expect(heard).toEqual([]);
    expect(document.activeElement).toBe(root.querySelector('#signup-email'));
  });

  it('shows #root on a page the server did not render, and does nothing the second time', () => {
    document.body.innerHTML = '<div id="root" hidden></div>';
    showClientPage();
    showClientPage();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });
});

describe('readServerState', () => {
  it('reads the server’s queries once', () => {
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">{"queries":[]}</script>`;
    expect(readServerState()).toEqual({ queries: [] });
    expect(readServerState()).toBeUndefined();
  });

  it('takes a script that is not JSON for none', () => {
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">{"queries":</script>`;
    expect(readServerState()).toBeUndefined();
  });
});
