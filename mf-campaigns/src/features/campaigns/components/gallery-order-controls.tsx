import { Checkbox, Flex, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_SORTS, type HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { NAMESPACE } from '../../../locales';
import { galleryOrderStore } from '../lib/gallery-order-store';

export interface GalleryOrderControlsProps {
  host: HostApi;
}

/** The gallery's "Sort by" choice and its "New in the period" filter (docs/product.md#campaigns). */
export function GalleryOrderControls({ host }: GalleryOrderControlsProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const sortId = useId();
  const sort = useStore(galleryOrderStore, (state) => state.sort);
  const setSort = useStore(galleryOrderStore, (state) => state.setSort);
  const newInPeriod = useStore(galleryOrderStore, (state) => state.newInPeriod);
  const setNewInPeriod = useStore(galleryOrderStore, (state) => state.setNewInPeriod);
  return (
    <Flex wrap gap="small" align="center">
      <label htmlFor={sortId}>{t('campaigns.sortLabel')}</label>
      <Select
        id={sortId}
        value={sort}
        onChange={setSort}
        options={GALLERY_SORTS.map((value) => ({ value, label: t(`campaigns.sort.${value}`) }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 200 }}
      />
      <Checkbox checked={newInPeriod} onChange={(event) => setNewInPeriod(event.target.checked)}>
        {t('campaigns.newInPeriod')}
      </Checkbox>
    </Flex>
  );
}
