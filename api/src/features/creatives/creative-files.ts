import type { CreativeSubject } from './ad-artwork';
import { creativeSvg, screenshotSvg, slideSvg } from './creative-svg';
import { videoSvg } from './creative-video-svg';

/**
 * The files of a campaign the API draws: `creative`, `video` (animated; `creative` is its
 * poster), `screenshot` (its latest spot), `screenshot-{spotId}` (that spot) and `slide-{n}`
 * (1-12) of a carousel.
 */
export const CREATIVE_FILE_PATTERN =
  /^(creative|video|screenshot|screenshot-([1-9]\d{0,14})|slide-([1-9]|1[0-2]))\.svg$/;

/** A parsed file name: which drawing, and the spot of a screenshot (null: the latest). */
type CreativeFile =
  | { kind: 'creative'; spotId: null }
  | { kind: 'video'; spotId: null }
  | { kind: 'screenshot'; spotId: number | null }
  | { kind: 'slide'; slide: number; spotId: null };

/** The file named `file`, or null for any other name. */
export function parseCreativeFile(file: string): CreativeFile | null {
  const match = CREATIVE_FILE_PATTERN.exec(file);
  if (!match) return null;
  if (match[2]) return { kind: 'screenshot', spotId: Number(match[2]) };
  if (match[3]) return { kind: 'slide', slide: Number(match[3]), spotId: null };
  if (match[1] === 'creative') return { kind: 'creative', spotId: null };
  if (match[1] === 'video') return { kind: 'video', spotId: null };
  return { kind: 'screenshot', spotId: null };
}

export function renderCreativeFile(subject: CreativeSubject, file: CreativeFile): string {
  switch (file.kind) {
    case 'creative':
      return creativeSvg(subject);
    case 'video':
      return videoSvg(subject);
    case 'screenshot':
      return screenshotSvg(subject);
    case 'slide':
      return slideSvg(subject, file.slide);
  }
}

/**
 * SQL of a spot's screenshot URL (`alias` is the spots table's alias): its own capture when it
 * has one, else the API's drawing of that very spot, so a card's screenshot and its "last seen"
 * publisher and date always come from the same row.
 */
export function spotScreenshotSql(alias: string): string {
  return `coalesce(nullif(${alias}.screenshot, ''), '/api/creatives/' || ${alias}.campaign_id || '/screenshot-' || ${alias}.id || '.svg')`;
}
