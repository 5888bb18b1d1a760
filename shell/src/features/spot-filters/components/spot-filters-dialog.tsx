import { Button, Flex, Modal, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostEventName, SpotFilter } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { checkQueueable, useSearch } from '../../search';

export interface SpotFiltersDialogProps {
  filters: readonly SpotFilter[];
  /** Names the spot (e.g. advertiser · product). */
  title?: string;
  onClose(): void;
}

const ACTIONS: { event: HostEventName; labelKey: string; primary?: boolean }[] = [
  { event: 'filter:queue', labelKey: 'spotFilters.queue' },
  { event: 'filter:new-tab', labelKey: 'spotFilters.newTab' },
  { event: 'filter:search-now', labelKey: 'spotFilters.searchNow', primary: true },
];

const keyOf = ({ group, item }: SpotFilter) => `${group}:${String(item.id)}`;

/**
 * Add-filters for a spot (docs/product.md#shell-frame): pick one of its attributes and queue it, apply it now
 * or search with it in a new tab. It emits the result-item menu's events, so the toolbar's rules
 * (no filter twice, one source, the page's range) and notices apply as they do there.
 */
export function SpotFiltersDialog({ filters, title, onClose }: SpotFiltersDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const labelId = useId();
  // Read as one value: the dialog re-renders when the filters change, not on every search change.
  const active = useSearch((state) => state.advancedFilters);
  const queued = useSearch((state) => state.parameterQueue);
  const isTaken = (filter: SpotFilter) =>
    checkQueueable({ advancedFilters: active, parameterQueue: queued }, filter.group, filter.item) !== null;
  const [picked, setPicked] = useState<string | null>(null);
  const choice = filters.find((filter) => keyOf(filter) === picked && !isTaken(filter)) ?? null;

  const act = (event: HostEventName) => {
    if (!choice) return;
    host.events.emit(event, { group: choice.group, item: choice.item });
    onClose();
  };

  return (
    <Modal
      open
      title={title ? `${t('spotFilters.title')}: ${title}` : t('spotFilters.title')}
      onCancel={onClose}
      width="min(520px, 96vw)"
      centered
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          {ACTIONS.map(({ event, labelKey, primary }) => (
            <Button key={event} type={primary ? 'primary' : 'default'} disabled={!choice} onClick={() => act(event)}>
              {t(labelKey)}
            </Button>
          ))}
        </Flex>
      }
    >
      {filters.length === 0 ? (
        <Typography.Text type="secondary">{t('spotFilters.none')}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text id={labelId}>{t('spotFilters.intro')}</Typography.Text>
          <Radio.Group
            aria-labelledby={labelId}
            value={choice ? keyOf(choice) : null}
            onChange={(event) => setPicked(String(event.target.value))}
          >
            <Flex vertical gap={6}>
              {filters.map((filter) => {
                const taken = isTaken(filter);
                return (
                  <Radio key={keyOf(filter)} value={keyOf(filter)} disabled={taken}>
                    {`${t(`spotFilters.groups.${filter.group}`)}: ${filter.item.label}`}
                    {taken ? (
                      <Typography.Text type="secondary">{` (${t('spotFilters.alreadySelected')})`}</Typography.Text>
                    ) : null}
                  </Radio>
                );
              })}
            </Flex>
          </Radio.Group>
        </Flex>
      )}
    </Modal>
  );
}
