/**
 * i18next options for values interpolated into text that React renders (and so escapes): without
 * it i18next HTML-escapes them too, and a name like "Sol & Co" would read "Sol &amp; Co".
 */
export const AS_TEXT = { interpolation: { escapeValue: false } } as const;
