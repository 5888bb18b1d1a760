import type { Queryable } from '../../db/database';
import { parseCreativeFile, renderCreativeFile } from './creative-files';
import { findCreativeSubject } from './creatives-repository';

const OWN_IMAGE = /^\/api\/creatives\/(\d+)\/([^/?]+)$/;

/**
 * The SVG behind one of this API's creative URLs (unsigned), made in process; null for any other
 * URL (an outside image) or an unknown campaign or spot. `videoAsPoster` draws a video as its
 * poster (a page cannot play the animated video).
 */
export async function drawOwnImage(db: Queryable, url: string, { videoAsPoster = false } = {}): Promise<string | null> {
  const match = OWN_IMAGE.exec(url);
  const file = match ? parseCreativeFile(match[2] ?? '') : null;
  if (!match || !file) return null;
  const subject = await findCreativeSubject(db, Number(match[1]), file.spotId);
  if (!subject) return null;
  return renderCreativeFile(
    subject,
    videoAsPoster && file.kind === 'video' ? { kind: 'creative', spotId: null } : file,
  );
}

/** The SVG behind one of this API's creative URLs, for the gallery PDF: a video is drawn as its poster. */
export function svgForImageUrl(db: Queryable, url: string): Promise<string | null> {
  return drawOwnImage(db, url, { videoAsPoster: true });
}
