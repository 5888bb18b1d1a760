import { Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import { useCompareViewStore } from '../hooks/use-compare-view-store';

/** The rivals' figures as they are, or as a difference from "mine". */
export function DifferenceToggle({ host }: { host: HostApi }) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const labelId = useId();
  const difference = useCompareViewStore((state) => state.difference);
  const setDifference = useCompareViewStore((state) => state.setDifference);
  return (
    <Flex gap={8} align="center">
      <Switch checked={difference} onChange={setDifference} aria-labelledby={labelId} />
      <Typography.Text id={labelId}>{t('difference.label')}</Typography.Text>
    </Flex>
  );
}
