import { Button, Flex } from 'antd';
import type { AnalyticsConsent } from 'shared-contracts';
import { useMarketingTranslation } from './use-marketing-translation';

/** Accept and Decline, alike: refusing is as easy as accepting. */
export function ConsentButtons({ onChoose }: { onChoose(consent: AnalyticsConsent): void }) {
  const { t } = useMarketingTranslation();
  return (
    <Flex gap={8} wrap>
      <Button onClick={() => onChoose('granted')}>{t('consent.accept')}</Button>
      <Button onClick={() => onChoose('declined')}>{t('consent.decline')}</Button>
    </Flex>
  );
}
