import { Alert, Tabs, theme } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS } from 'shared-contracts';
import { usePainted } from '../../../lib/use-painted';
import { isProductsTabEnabled, PRODUCTS_TAB, showsAutoFiltersAlert, useSearch, useSearchActions } from '../../search';

/**
 * The breakdown tabs of the data pages (docs/product.md#search): products opens only with an
 * advertiser or product filter; a warning says when those filters narrow the breakdown shown.
 * Memoised: it reads only the search, so a page change leaves it as it is.
 *
 * antd's Tabs measure their labels as they mount, which laid out the whole dashboard inside the
 * commit that first drew it (issue 16: 70–100 ms of the longest task at CPU × 4). Their first
 * frame is the bar's space and line; the tabs come in the next one, on a page already laid out.
 */
export const TabsBar = memo(function TabsBar() {
  const { t } = useTranslation();
  const actions = useSearchActions();
  const selectedTab = useSearch((state) => state.selectedTab);
  const filters = useSearch((state) => state.advancedFilters);
  const painted = usePainted();
  const productsEnabled = isProductsTabEnabled(filters);
  return (
    <>
      {painted ? (
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
      ) : (
        <TabsBarSpace />
      )}
      {showsAutoFiltersAlert(filters, selectedTab) ? (
        <Alert type="warning" showIcon title={t('autoFilters.alert')} />
      ) : null}
    </>
  );
});

/** The room antd's tab bar takes (its labels' line, their padding, the line under them, its margin). */
function TabsBarSpace() {
  const { token } = theme.useToken();
  return (
    <div
      aria-hidden
      data-testid="tabs-bar-space"
      style={{
        boxSizing: 'border-box',
        height: Math.round(token.fontSize * token.lineHeight) + 2 * token.paddingSM,
        marginBottom: token.margin,
        borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
      }}
    />
  );
}
