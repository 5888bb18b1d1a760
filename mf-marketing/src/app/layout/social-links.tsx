import { FacebookOutlined, InstagramOutlined, LinkedinOutlined, XOutlined, YoutubeOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { SocialLinks as SocialLinkUrls, SocialNetwork } from 'shared-contracts';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { httpsUrl } from '../../lib/safe-url';

// The order of the footer. Kept here, not in shared-contracts: a value added there reaches a
// remote only once the shell (whose shared copy loads first) is rebuilt; a type costs nothing.
const NETWORKS: readonly SocialNetwork[] = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'];

const ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookOutlined aria-hidden />,
  instagram: <InstagramOutlined aria-hidden />,
  linkedin: <LinkedinOutlined aria-hidden />,
  x: <XOutlined aria-hidden />,
  youtube: <YoutubeOutlined aria-hidden />,
};

/** The configured networks only; with none configured the list is not rendered at all. */
export function SocialLinks({ links }: { links: SocialLinkUrls | undefined }) {
  const { t } = useMarketingTranslation();
  const shown = NETWORKS.flatMap((network) => {
    const url = httpsUrl(links?.[network]);
    return url ? [{ network, url }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Flex
      component="ul"
      gap={12}
      aria-label={t('layout.socialLabel')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {shown.map(({ network, url }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t(`layout.social.${network}`)}>
            {ICONS[network]}
          </a>
        </li>
      ))}
    </Flex>
  );
}
