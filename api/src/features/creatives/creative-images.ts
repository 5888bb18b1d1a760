import type { Queryable } from '../../db/database';
import { creativeSvg, screenshotSvg, slideSvg } from './creative-svg';
import { findCreativeSubject } from './creatives-repository';

const OWN_IMAGE = /^\/api\/creatives\/(\d+)\/(creative|screenshot|slide-(\d+))\.svg$/;

/**
 * The SVG behind one of this API's creative URLs, made in process (for the gallery PDF);
 * null for any other URL (a youtube embed, an outside image) or an unknown campaign.
 */
export async function svgForImageUrl(db: Queryable, url: string): Promise<string | null> {
  const match = OWN_IMAGE.exec(url);
  if (!match) return null;
  const subject = await findCreativeSubject(db, Number(match[1]));
  if (!subject) return null;
  if (match[2] === 'creative') return creativeSvg(subject);
  if (match[2] === 'screenshot') return screenshotSvg(subject);
  return slideSvg(subject, Number(match[3]));
}
