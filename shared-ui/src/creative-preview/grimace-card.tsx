import { Flex, Typography } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';

export interface GrimaceCardProps {
  i18n: I18n;
  /** Height of the area it fills (a card's image area, or a preview step). */
  height?: number | string;
}

/** What stands in for a creative of a style this build does not know: 😬 'Error!' (docs/product.md#campaigns). */
export function GrimaceCard({ i18n, height = 200 }: GrimaceCardProps) {
  const { t } = useSharedUiTranslation(i18n);
  const label = t('creativePreview.unknownStyle');
  return (
    <Flex
      role="img"
      aria-label={label}
      vertical
      align="center"
      justify="center"
      gap={8}
      style={{ height, width: '100%' }}
    >
      <span aria-hidden style={{ fontSize: 56, lineHeight: 1 }}>
        😬
      </span>
      <Typography.Text strong>{label}</Typography.Text>
    </Flex>
  );
}
