import { Alert, Tabs } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS } from 'shared-contracts';
import { isProductsTabEnabled, PRODUCTS_TAB, showsAutoFiltersAlert, useSearch, useSearchActions } from '../../search';

/**
 * The breakdown tabs of the data pages (docs/product.md#search): products opens only with an
 * advertiser or product filter; a warning says when those filters narrow the breakdown shown.
 * Memoised: it reads only the search, so a page change leaves it as it is.
 */
export const TabsBar = memo(function TabsBar() {
  const { t } = useTranslation();
  const actions = useSearchActions();
  const selectedTab = useSearch((state) => state.selectedTab);
  const filters = useSearch((state) => state.advancedFilters);
  const productsEnabled = isProductsTabEnabled(filters);
  return (
    <>
      <Tabs
        aria-label={t('search.tabs.label')}
        activeKey={String(selectedTab)}
        onChange={(key) => actions.setTab(Number(key))}
        items={SEARCH_TABS.map((tab, index) => ({
          key: String(index),
          label: t(`search.tabs.${tab}`),
          disabled: index === PRODUCTS_TAB && !productsEnabled,
        }))}
        style={{ marginBottom: 0 }}
      />
      {showsAutoFiltersAlert(filters, selectedTab) ? (
        <Alert type="warning" showIcon title={t('autoFilters.alert')} />
      ) : null}
    </>
  );
});
