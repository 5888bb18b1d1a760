import { Alert } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useSharedUiTranslation } from '../../i18n/use-shared-ui-translation';

export interface ComingSoonNoticeProps {
  i18n: I18n;
}

/** The line that marks a view as a placeholder until the issue that fills it lands. */
export function ComingSoonNotice({ i18n }: ComingSoonNoticeProps) {
  const { t } = useSharedUiTranslation(i18n);
  return <Alert type="info" showIcon title={t('placeholder.comingSoon')} />;
}
