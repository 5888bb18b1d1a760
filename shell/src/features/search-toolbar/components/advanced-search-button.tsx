import { FilterOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilterGroups } from 'shared-contracts';
import { type SearchPage, useSearch } from '../../search';
import { AdvancedSearchDialog } from './advanced-search-dialog';
import { ToolbarButton } from './toolbar-button';

/** Opens the advanced search; the badge counts the filter groups with applied filters. */
export function AdvancedSearchButton({ page }: { page: SearchPage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useSearch((state) => countActiveFilterGroups(state.advancedFilters));
  return (
    <>
      <Badge count={count} size="small">
        <ToolbarButton
          icon={<FilterOutlined />}
          onClick={() => setOpen(true)}
          // The name carries the badge's count, which a screen reader would not read off the badge.
          aria-label={count > 0 ? t('search.advanced.buttonCount', { count }) : t('search.advanced.button')}
          label={t('search.advanced.button')}
        />
      </Badge>
      <AdvancedSearchDialog page={page} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
