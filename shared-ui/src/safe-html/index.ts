export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitizeHtml, SAFE_HTML_TAGS, SAFE_HTML_ATTRIBUTES } from './sanitize-html';
