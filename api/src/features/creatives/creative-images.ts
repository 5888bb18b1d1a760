import type { Queryable } from '../../db/database';
import { parseCreativeFile, renderCreativeFile } from './creative-files';
import { findCreativeSubject } from './creatives-repository';

const OWN_IMAGE = /^\/api\/creatives\/(\d+)\/([^/]+)$/;

/**
 * The SVG behind one of this API's creative URLs, made in process (for the gallery PDF; a
 * video is drawn as its poster);
 * null for any other URL (an outside image) or an unknown campaign or spot.
 */
export async function svgForImageUrl(db: Queryable, url: string): Promise<string | null> {
  const match = OWN_IMAGE.exec(url);
  const file = match ? parseCreativeFile(match[2] ?? '') : null;
  if (!match || !file) return null;
  const subject = await findCreativeSubject(db, Number(match[1]), file.spotId);
  if (!subject) return null;
  // A page cannot play the animated video: it shows its poster.
  return renderCreativeFile(subject, file.kind === 'video' ? { kind: 'creative', spotId: null } : file);
}
