import { Alert, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareDimensionName, CompareSelection, FilterItem, HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import { addEntity, makeMine, removeEntity, selectionState } from '../lib/selection';
import { DimensionSwitch } from './dimension-switch';
import { EntitySearch } from './entity-search';
import { EntityTags } from './entity-tags';

export interface EntityPickerProps {
  host: HostApi;
  selection: CompareSelection;
  change: (next: CompareSelection) => void;
  /** The user's remembered "mine" of a dimension, to start it from. */
  rememberedMine: (dimension: CompareDimensionName) => FilterItem | null;
}

/** Why the last pick was refused, with the name picked. */
type Refusal = { reason: 'tooMany' | 'already'; name: string } | null;

/** What to compare: the dimension, the entities (2 to 20, the first "mine") and what to do next. */
export function EntityPicker({ host, selection, change, rememberedMine }: EntityPickerProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const [refusal, setRefusal] = useState<Refusal>(null);
  const state = selectionState(selection);
  const first = selection.entities[0];

  const pick = (entity: FilterItem) => {
    const added = addEntity(selection, entity);
    if ('refused' in added) {
      setRefusal({ reason: added.refused, name: entity.label });
      return;
    }
    setRefusal(null);
    change(added.selection);
  };
  const switchTo = (dimension: CompareDimensionName) => {
    setRefusal(null);
    const mine = rememberedMine(dimension);
    change({ dimension, entities: mine ? [mine] : [] });
  };

  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          <DimensionSwitch host={host} value={selection.dimension} onChange={switchTo} />
          <EntitySearch host={host} dimension={selection.dimension} picked={selection.entities} onPick={pick} />
        </Flex>
        <EntityTags
          host={host}
          entities={selection.entities}
          onRemove={(id) => {
            setRefusal(null);
            change(removeEntity(selection, id));
          }}
          onMakeMine={(id) => change(makeMine(selection, id))}
        />
        {refusal && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t(`states.${refusal.reason}`, { name: refusal.name, interpolation: { escapeValue: false } })}
          />
        )}
        {state === 'empty' && <Alert type="info" showIcon title={t('states.empty')} />}
        {state === 'one' && first && (
          <Alert
            type="info"
            showIcon
            title={t('states.one', { name: first.label, interpolation: { escapeValue: false } })}
          />
        )}
      </Flex>
    </Card>
  );
}
