import { Flex, Segmented, Typography } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useId } from 'react';
import type { BreakdownDimension, ShareBasis } from 'shared-contracts';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { useShareBasisText, type ShareBasisChoice } from './share-basis';

export interface ShareBasisSwitchProps {
  i18n: I18n;
  dimension: BreakdownDimension;
  choice: ShareBasisChoice;
}

/**
 * Switches a narrowed ranking's shares between the selected labels ("within the selected
 * advertisers") and every label of the search without that filter. Shown only when a filter
 * narrows the ranking: otherwise both read the same.
 */
export function ShareBasisSwitch({ i18n, dimension, choice }: ShareBasisSwitchProps) {
  const { t } = useSharedUiTranslation(i18n);
  const labelId = useId();
  const describe = useShareBasisText(i18n, dimension);
  if (!choice.narrowed) return null;
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text id={labelId}>{t('shareBasis.label')}</Typography.Text>
      <Segmented<ShareBasis>
        aria-labelledby={labelId}
        value={choice.basis}
        onChange={choice.choose}
        options={[
          { value: 'selected', label: describe('selected') },
          { value: 'all', label: describe('all') },
        ]}
      />
    </Flex>
  );
}
