import { Typography } from 'antd';
import { Link } from 'shared-router';
import { INLINE_LINK_STYLE } from '../../../lib/inline-link-style';
import { MARKETING_PATHS } from '../../../lib/paths';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** Under the form: what is done with the visitor's details, before they send them (docs/decisions.md#a-visitors-data). */
export function SignupPrivacyNotice() {
  const { t } = useMarketingTranslation();
  return (
    <Typography.Paragraph type="secondary" style={{ maxWidth: 520, marginTop: 16 }}>
      {t('signup.privacy.notice')}{' '}
      <Link to={MARKETING_PATHS.privacy} style={INLINE_LINK_STYLE}>
        {t('signup.privacy.link')}
      </Link>
    </Typography.Paragraph>
  );
}
