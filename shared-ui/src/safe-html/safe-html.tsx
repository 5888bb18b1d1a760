import type { CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  /** Server-provided HTML (a user message); rendered only after sanitising. */
  html: string;
  className?: string;
  style?: CSSProperties;
  /** Accessible name of the region, when it stands alone. */
  label?: string;
}

/**
 * The one way the suite renders HTML it did not write: through DOMPurify with a tight allowlist.
 * Never pass the html to `dangerouslySetInnerHTML` anywhere else.
 */
export function SafeHtml({ html, className, style, label }: SafeHtmlProps) {
  return (
    <div
      className={className}
      style={style}
      {...(label ? { role: 'region', 'aria-label': label } : {})}
      // The only dangerouslySetInnerHTML of the suite: its input has just been sanitised.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
