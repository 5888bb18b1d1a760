import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterGroup, FilterItem, HostApi, HostEventName } from 'shared-contracts';
import { NAMESPACE } from '../locales';

export interface QuickFilterProps {
  host: HostApi;
  group: FilterGroup;
  item: FilterItem;
}

const ACTIONS: { event: HostEventName; labelKey: string }[] = [
  { event: 'filter:queue', labelKey: 'quickFilter.queue' },
  { event: 'filter:search-now', labelKey: 'quickFilter.searchNow' },
  { event: 'filter:new-tab', labelKey: 'quickFilter.newTab' },
];

/**
 * A result item's name that opens the quick-filter menu (docs/product.md#filters): queue it, search
 * with it now, or search with it in a new tab. The shell acts on the events.
 */
export function QuickFilter({ host, group, item }: QuickFilterProps) {
  // A gallery page holds up to 250 of these: the menu is mounted on first use, not up front.
  const [open, setOpen] = useState<boolean | null>(null);
  // Mounting the menu remounts the button: focus follows it, so the keyboard stays on the name.
  const refocus = useRef(false);
  const name = (
    <Button
      type="link"
      size="small"
      aria-haspopup="menu"
      aria-expanded={open ?? false}
      ref={(node: HTMLButtonElement | null) => {
        if (node && refocus.current) {
          refocus.current = false;
          node.focus();
        }
      }}
      onClick={
        open === null
          ? (event) => {
              refocus.current = document.activeElement === event.currentTarget;
              setOpen(true);
            }
          : undefined
      }
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
    >
      {item.label}
    </Button>
  );
  if (open === null) return name;
  return (
    <QuickFilterMenu host={host} group={group} item={item} open={open} onOpenChange={setOpen}>
      {name}
    </QuickFilterMenu>
  );
}

interface QuickFilterMenuProps extends QuickFilterProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactElement;
}

function QuickFilterMenu({ host, group, item, open, onOpenChange, children }: QuickFilterMenuProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const menu: MenuProps = {
    items: ACTIONS.map(({ event, labelKey }) => ({ key: event, label: t(labelKey) })),
    onClick: ({ key }) => host.events.emit(key as HostEventName, { group, item }),
  };
  return (
    <Dropdown trigger={['click']} open={open} onOpenChange={onOpenChange} menu={menu}>
      {children}
    </Dropdown>
  );
}

/** The filter item of a result's name and id. */
export function filterItem(id: number, label: string): FilterItem {
  return { id, label, value: String(id) };
}
