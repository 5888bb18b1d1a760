import type { Language } from 'shared-contracts/languages';
import { NATIVE_PALETTE, nativeStyleSheet } from 'shared-ui/native-look';
import { PAGE_IDS, ROUTES, type PageId } from 'shared-contracts/pages';
import { viewTitleOf } from 'shared-contracts/view-titles';
import { sessionMayBeRestored } from '../../features/auth/lib/stored-login';
import { readChosenTheme, type ThemeMode } from '../../features/theme/chosen-theme';
import { readCspNonce } from '../../lib/csp-nonce';
import { detectLanguage } from '../../lib/detect-language';
import { FRAME_PLACEHOLDER_TEXTS } from '../../locales/frame-placeholder';

/** What the page's entry knows before the app starts, enough to draw the frame the app will draw. */
export interface EarlyFramePage {
  pathname: string;
  language: Language;
  theme: ThemeMode;
  /** false after a logout on this browser: the app then goes straight to the login page. */
  sessionMayBeRestored: boolean;
  nonce: string | undefined;
}

function earlyFramePageOfWindow(): EarlyFramePage {
  return {
    pathname: window.location.pathname,
    language: detectLanguage(),
    theme: readChosenTheme() ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
    sessionMayBeRestored: sessionMayBeRestored(),
    nonce: readCspNonce(),
  };
}

function isPageId(segment: string): segment is PageId {
  return (PAGE_IDS as readonly string[]).includes(segment);
}

function element(tag: string, className: string | null, ...children: Node[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/**
 * The dashboard's frame as DashboardFramePlaceholder draws it, element for element (the test
 * compares the two), so that React's first render, which replaces it, changes nothing on screen.
 */
function frameElement(page: EarlyFramePage): HTMLElement {
  const texts = FRAME_PLACEHOLDER_TEXTS[page.language];
  const segment = page.pathname.slice(ROUTES.dashboard.length + 1).split('/')[0] ?? '';
  const title =
    segment === 'home' ? texts.homeTitle : isPageId(segment) ? viewTitleOf(segment, page.language) : undefined;
  const spinner = element('span', 'nl-spinner nl-spinner--small');
  spinner.setAttribute('aria-hidden', 'true');
  const status = element(
    'div',
    'nl-frame-status',
    spinner,
    element('span', null, document.createTextNode(texts.loadingSession)),
  );
  status.setAttribute('role', 'status');
  status.setAttribute('aria-label', texts.loadingSession);
  const content = element('div', 'nl-frame-content');
  content.setAttribute('aria-busy', 'true');
  if (title) content.append(element('h1', 'nl-view-title', document.createTextNode(title)));
  content.append(status);
  return element(
    'div',
    'nl-frame',
    element('div', 'nl-frame-top', element('span', 'nl-brand', document.createTextNode(texts.brand))),
    element('div', 'nl-frame-body', element('div', 'nl-frame-side'), content),
  );
}

/**
 * A reload of a dashboard page shows its frame as soon as the page's entry runs, before the
 * federation runtime, React and the session's refresh: the same frame the app draws while the
 * session is restored (DashboardFramePlaceholder), with its stylesheet, into the root that React's
 * first render empties and fills with its own. Issue 16: on a slow CPU that first render came
 * about a second after the entry, and the page was blank until then. Nothing is drawn where the
 * app would not draw the frame: outside the dashboard, or after a logout on this browser.
 */
export function drawEarlyDashboardFrame(root: HTMLElement, page: EarlyFramePage = earlyFramePageOfWindow()): boolean {
  const { pathname } = page;
  if (pathname !== ROUTES.dashboard && !pathname.startsWith(`${ROUTES.dashboard}/`)) return false;
  if (!page.sessionMayBeRestored) return false;
  const style = document.createElement('style');
  if (page.nonce) style.nonce = page.nonce;
  style.textContent = nativeStyleSheet(NATIVE_PALETTE[page.theme], page.theme);
  root.replaceChildren(style, frameElement(page));
  // The frame speaks the user's language before i18next, which sets the same, is there.
  document.documentElement.lang = page.language;
  return true;
}
