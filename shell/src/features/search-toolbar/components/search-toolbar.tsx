import { BellOutlined, ClearOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isQueueEmpty, type SearchPage, useSearch, useSearchActions } from '../../search';
import { useHost } from '../../remote-view';
import { useApplyQueue } from '../hooks/use-apply-queue';
import { AdvancedSearchButton } from './advanced-search-button';
import { CountryPicker } from './country-picker';
import { DateRangePicker } from './date-range-picker';
import { DownloadSnapshotButton } from './download-snapshot-button';
import { FilterChips } from './filter-chips';
import { PageSearchNote } from './page-search-note';
import { SearchInNewTabButton } from './search-in-new-tab-button';
import { ShareButton } from './share-button';
import { SnapshotQuickSearch } from './snapshot-quick-search';
import { TabsBar } from './tabs-bar';
import { ToolbarButton } from './toolbar-button';

/** Pages whose views break the data down by the tabs bar. */
const TABBED_PAGES: readonly SearchPage[] = ['shareofvoice', 'investment'];

/**
 * The search toolbar above a data page (docs/product.md#search). Every control writes the shell's
 * search store through its actions; the page's view follows the store.
 */
export const SearchToolbar = memo(function SearchToolbar({ page }: { page: SearchPage }) {
  const { t } = useTranslation();
  const host = useHost();
  const actions = useSearchActions();
  const applyQueue = useApplyQueue(page);
  const queueEmpty = useSearch((state) => isQueueEmpty(state.parameterQueue));
  const isSnapshots = page === 'snapshots';
  return (
    <Flex vertical gap={8} component="section" aria-label={t('search.toolbar')} style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap align="center">
        <CountryPicker page={page} />
        <DateRangePicker page={page} />
        <AdvancedSearchButton page={page} />
        <ToolbarButton
          icon={<BellOutlined />}
          onClick={() => host.openDialog({ kind: 'alerts' })}
          label={t('search.actions.alerts')}
        />
        {isSnapshots ? (
          <>
            <SnapshotQuickSearch />
            <DownloadSnapshotButton />
          </>
        ) : (
          <>
            <ToolbarButton
              icon={<ClearOutlined />}
              onClick={() => actions.clear(page)}
              label={t('search.actions.clear')}
            />
            <SearchInNewTabButton page={page} />
            <Button type="primary" disabled={queueEmpty} onClick={applyQueue}>
              {t('search.actions.apply')}
            </Button>
          </>
        )}
        <ShareButton page={page} />
      </Flex>
      <PageSearchNote page={page} />
      <FilterChips />
      {TABBED_PAGES.includes(page) ? <TabsBar /> : null}
    </Flex>
  );
});
