import { CloseOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterItem, HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';

export interface EntityTagsProps {
  host: HostApi;
  entities: readonly FilterItem[];
  onRemove: (id: FilterItem['id']) => void;
  onMakeMine: (id: FilterItem['id']) => void;
}

/** The compared entities as tags: the first marked "mine", each removable, any made mine. */
export function EntityTags({ host, entities, onRemove, onMakeMine }: EntityTagsProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  if (entities.length === 0) return null;
  return (
    <Flex
      component="ul"
      aria-label={t('picker.selected')}
      wrap
      gap={8}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {entities.map((entity, index) => {
        const name = { name: entity.label, interpolation: { escapeValue: false } };
        return (
          <li key={entity.id}>
            <Tag color={index === 0 ? 'blue' : undefined} style={{ marginInlineEnd: 0, paddingInlineEnd: 0 }}>
              {index === 0 && <strong>{t('picker.mine')}: </strong>}
              {entity.label}
              {index > 0 && (
                <Button
                  type="text"
                  size="small"
                  icon={<StarOutlined />}
                  aria-label={t('picker.makeMine', name)}
                  title={t('picker.makeMine', name)}
                  onClick={() => onMakeMine(entity.id)}
                />
              )}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('picker.remove', name)}
                title={t('picker.remove', name)}
                onClick={() => onRemove(entity.id)}
              />
            </Tag>
          </li>
        );
      })}
    </Flex>
  );
}
