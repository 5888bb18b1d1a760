// @ts-check
// robots.txt and sitemap.xml: the public pages only; the dashboard and the API stay out.
import { LANGUAGES, escapeHtml } from './public-head.mjs';

const PUBLIC_PATHS = ['/login', '/marketing/signup', '/marketing/report-list'];

/** @param {string} origin */
export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * @param {string} origin
 * @param {readonly string[]} countries  those with a report page (report-countries.mjs)
 */
export function sitemapXml(origin, countries) {
  const paths = [...PUBLIC_PATHS, ...countries.map((country) => `/marketing/report/${country}`)];
  const urls = paths.map((pathname) => {
    const url = `${origin}${pathname}`;
    const alternates = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(`${url}?lang=${l}`)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}"/>`,
    ];
    return `  <url><loc>${escapeHtml(url)}</loc>${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
