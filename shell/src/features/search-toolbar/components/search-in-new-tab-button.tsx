import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { local } from '../../../lib/storage';
import { ToolbarButton } from './toolbar-button';
import { mergeQueue, openSearchInNewTab, type SearchPage, sharedSearchOf, useSearchStore } from '../../search';

/** Opens this page in a new tab with the search as it would be applied (the queue included). */
export function SearchInNewTabButton({ page }: { page: SearchPage }) {
  const { t } = useTranslation();
  const store = useSearchStore();
  const open = () => {
    const state = store.getState();
    const shared = {
      ...sharedSearchOf(state, page),
      advancedFilters: mergeQueue(state.advancedFilters, state.parameterQueue),
    };
    openSearchInNewTab(page, shared, { storage: local, open: (url) => window.open(url, '_blank', 'noopener') });
  };
  return <ToolbarButton icon={<ExportOutlined />} onClick={open} label={t('search.actions.newTab')} />;
}
