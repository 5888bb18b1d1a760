import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * The tags a server-provided message may use: text structure and links, nothing that runs,
 * loads or styles (no script, img, iframe, form, style, class or inline style).
 */
export const SAFE_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'hr',
] as const;

/** Attributes kept on those tags; `href` only with the protocols below. */
export const SAFE_HTML_ATTRIBUTES = ['href', 'title'] as const;

const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/))/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_LINK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

let purifier: DOMPurify | null = null;

/** One DOMPurify instance of our own, so its hook never touches another library's instance. */
function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the dashboard in a new tab without handing it `window.opener`.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Server-provided HTML reduced to the allowlist above (docs/decisions.md#untrusted-content). */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
