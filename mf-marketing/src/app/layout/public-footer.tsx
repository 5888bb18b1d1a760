import { Flex, Layout, Typography } from 'antd';
import { useHost } from '../host-context';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { SocialLinks } from './social-links';

export function PublicFooter() {
  const host = useHost();
  const { t } = useMarketingTranslation();
  return (
    <Layout.Footer>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Text type="secondary">{t('layout.rights', { year: new Date().getFullYear() })}</Typography.Text>
        <SocialLinks links={host.config.external.social} />
      </Flex>
    </Layout.Footer>
  );
}
