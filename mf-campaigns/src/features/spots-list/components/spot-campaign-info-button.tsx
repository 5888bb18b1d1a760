import { InfoCircleOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toMarketSearchBody, type HostApi, type SpotRow } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import { getCampaignRecord } from '../api/get-campaign-record';

export interface SpotCampaignInfoButtonProps {
  host: HostApi;
  spot: SpotRow;
}

/**
 * A spot row's "more info": its campaign's record over the applied search, fetched on click
 * (a row knows the campaign's id, not its card), then shown in the shell's more-info dialog.
 */
export function SpotCampaignInfoButton({ host, spot }: SpotCampaignInfoButtonProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const record = useMutation({
    mutationFn: () => {
      // Read at click time: a hundred rows need not follow the search.
      const search = host.search.getState();
      return getCampaignRecord(host.http, spot.campaignId, toMarketSearchBody(search, search.countries.slice(0, 1)));
    },
    onSuccess: (campaign) => host.openDialog({ kind: 'campaign-info', campaign }),
    onError: (error) =>
      host.notify(
        'error',
        t('spotsList.moreInfoFailed', {
          message: error.message || t('download.fallback'),
          interpolation: { escapeValue: false },
        }),
      ),
  });
  return (
    <Button
      type="text"
      icon={<InfoCircleOutlined aria-hidden />}
      loading={record.isPending}
      aria-label={t('spotsList.moreInfo', { advertiser: spot.advertiser })}
      onClick={() => record.mutate()}
    />
  );
}
