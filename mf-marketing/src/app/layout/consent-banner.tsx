import { Flex, theme as antdTheme, Typography } from 'antd';
import { Link } from 'shared-router';
import { ConsentButtons } from '../../lib/consent-buttons';
import { INLINE_LINK_STYLE } from '../../lib/inline-link-style';
import { MARKETING_PATHS } from '../../lib/paths';
import { useAnalyticsConsent } from '../../lib/use-analytics-consent';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';

/**
 * Asks once whether the public pages may count the visit; the shell sends nothing until the
 * visitor accepts (docs/decisions.md#a-visitors-data). In the page's flow above the header, not
 * over it: first in the keyboard's order, and it hides nothing the visitor wants to reach.
 */
export function ConsentBanner() {
  const { t } = useMarketingTranslation();
  const { token } = antdTheme.useToken();
  const answer = useAnalyticsConsent();
  if (!answer || answer.consent !== null) return null;
  return (
    <section
      aria-labelledby="marketing-consent-title"
      style={{
        background: token.colorFillAlter,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '12px 24px',
      }}
    >
      <Flex align="center" justify="space-between" gap={12} wrap style={{ maxWidth: 1100, margin: '0 auto' }}>
        <Flex vertical style={{ flex: '1 1 420px' }}>
          <Typography.Text strong id="marketing-consent-title">
            {t('consent.title')}
          </Typography.Text>
          <Typography.Text>
            {t('consent.text')}{' '}
            <Link to={MARKETING_PATHS.privacy} style={INLINE_LINK_STYLE}>
              {t('consent.more')}
            </Link>
          </Typography.Text>
        </Flex>
        <ConsentButtons onChoose={answer.choose} />
      </Flex>
    </section>
  );
}
