import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { HttpError, ROLES, type HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { NAMESPACE } from '../../../locales';
import { NoCountryError, useGalleryDownload, type GalleryPage } from '../api/download-gallery';
import { galleryOrderStore } from '../lib/gallery-order-store';

export interface GalleryDownloadButtonProps extends Pick<GalleryPage, 'page' | 'limit'> {
  host: HostApi;
}

/** Downloads the gallery page shown as a PDF; disabled for the demo role (docs/product.md#campaigns). */
export function GalleryDownloadButton({ host, page, limit }: GalleryDownloadButtonProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const isDemo = useStore(host.session, (state) => state.claims?.roles.includes(ROLES.demo) ?? false);
  // The file holds the page as it is ordered and filtered on screen.
  const sort = useStore(galleryOrderStore, (state) => state.sort);
  const newInPeriod = useStore(galleryOrderStore, (state) => state.newInPeriod);
  const download = useGalleryDownload(host, {
    unsafeLink: t('download.unsafeLink'),
    failed: (error) => {
      if (error instanceof NoCountryError) return t('download.noCountry');
      const reason = error instanceof HttpError && error.message ? error.message : t('download.fallback');
      return t('download.failed', { message: reason, interpolation: { escapeValue: false } });
    },
  });
  const button = (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      disabled={isDemo}
      loading={download.isPending}
      onClick={() => download.mutate({ page, limit, sort, newInPeriod })}
    >
      {t('download.button')}
    </Button>
  );
  // A disabled button gets no pointer events: the tooltip hangs on a wrapper.
  return isDemo ? (
    <Tooltip title={t('download.demoDisabled')}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
