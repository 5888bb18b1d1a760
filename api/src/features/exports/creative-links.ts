import type { CreativeSigner } from '../creatives/creative-signatures';

/**
 * How long a file's creative addresses stay valid: the longest period of a scheduled report (a
 * month), whose mail opens the dashboard's export page through the login and so makes a new file
 * (with new addresses) every period.
 */
export const FILE_CREATIVE_LINK_DAYS = 31;

const OWN_IMAGE = /^\/api\/creatives\/\d+\/[a-z0-9-]+\.svg$/;

/**
 * A file's address of a creative: the API's own images signed for the exporting user until the
 * end of the UTC day {@link FILE_CREATIVE_LINK_DAYS} days on (every file made in one day names
 * them alike); an outside address as it is.
 */
export function fileCreativeLinks(
  signer: CreativeSigner,
  userId: string,
  now = new Date(),
): (address: string) => string {
  const viewer = signer.viewerOf(userId);
  const expires = signer.expiryAfterDays(now, FILE_CREATIVE_LINK_DAYS);
  return (address) => (OWN_IMAGE.test(address) ? signer.sign(address, viewer, expires) : address);
}
