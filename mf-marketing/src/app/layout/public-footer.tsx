import { Flex, Layout, Typography } from 'antd';
import { Link } from 'shared-router';
import { useHost } from '../host-context';
import { MARKETING_PATHS } from '../../lib/paths';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { SocialLinks } from './social-links';

export function PublicFooter() {
  const host = useHost();
  const { t } = useMarketingTranslation();
  return (
    <Layout.Footer>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Flex align="center" gap={16} wrap>
          <Typography.Text type="secondary">{t('layout.rights', { year: new Date().getFullYear() })}</Typography.Text>
          <Link to={MARKETING_PATHS.privacy}>{t('layout.privacy')}</Link>
        </Flex>
        <SocialLinks links={host.config.external.social} />
      </Flex>
    </Layout.Footer>
  );
}
