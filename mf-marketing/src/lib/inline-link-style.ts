import type { CSSProperties } from 'react';

/**
 * A link inside a sentence is underlined: its colour alone does not set it apart from the text
 * around it (WCAG 2.1, 1.4.1; axe's link-in-text-block).
 */
export const INLINE_LINK_STYLE: CSSProperties = { textDecoration: 'underline' };
