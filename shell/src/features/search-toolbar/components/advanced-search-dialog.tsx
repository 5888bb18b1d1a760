import { Button, Drawer, Form, Modal, theme } from 'antd';
import { useId } from 'react';
import { useMediaQuery } from 'shared-ui/theme';
import { useTranslation } from 'react-i18next';
import type { FilterGroup } from 'shared-contracts';
import { type SearchPage, useSearch, useSearchActions } from '../../search';
import { useApplyQueue } from '../hooks/use-apply-queue';
import { useNotifyRejection } from '../hooks/use-notify-rejection';
import { DIALOG_GROUPS, FILTER_SOURCES } from '../lib/filter-sources';
import { FilterItemSelect } from './filter-item-select';

export interface AdvancedSearchDialogProps {
  page: SearchPage;
  open: boolean;
  onClose(): void;
}

function GroupSelect({ group }: { group: FilterGroup }) {
  const { t } = useTranslation();
  const id = useId();
  const actions = useSearchActions();
  const notifyRejection = useNotifyRejection();
  const queued = useSearch((state) => state.parameterQueue[group]);
  return (
    <Form.Item label={t(`search.groups.${group}`)} htmlFor={id} style={{ marginBottom: 12 }}>
      <FilterItemSelect
        id={id}
        source={FILTER_SOURCES[group]}
        label={t(`search.groups.${group}`)}
        multiple
        value={queued}
        onSelect={(item) => notifyRejection(actions.queueFilter(group, item))}
        onDeselect={(item) => actions.removeQueued(group, item.id)}
      />
    </Form.Item>
  );
}

/**
 * The advanced search: one multi-select per filter group, each pick queued (with the duplicate
 * rules); Search applies the queue. Full screen on small screens, with Search in the title bar.
 */
export function AdvancedSearchDialog({ page, open, onClose }: AdvancedSearchDialogProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const wideScreen = useMediaQuery(`(min-width: ${token.screenMD}px)`);
  const applyQueue = useApplyQueue(page, 'filters:apply');
  const search = () => {
    if (applyQueue()) onClose();
  };
  const searchButton = (
    <Button type="primary" onClick={search}>
      {t('search.advanced.search')}
    </Button>
  );
  const body = (
    <Form layout="vertical" component="div">
      {DIALOG_GROUPS.map((group) => (
        <GroupSelect key={group} group={group} />
      ))}
    </Form>
  );
  if (!wideScreen) {
    return (
      <Drawer
        open={open}
        placement="bottom"
        size="100%"
        title={t('search.advanced.title')}
        extra={searchButton}
        onClose={onClose}
        destroyOnHidden
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={t('search.advanced.title')}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('search.advanced.close')}
        </Button>,
        <span key="search">{searchButton}</span>,
      ]}
    >
      {body}
    </Modal>
  );
}
