import { GlobalOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'shared-contracts';
import { useSession } from '../../auth';
import {
  isMultiCountryPage,
  type SearchPage,
  selectableCountries,
  usePageSearch,
  useSearchActions,
} from '../../search';
import { useHost } from '../../remote-view';
import { countryLabel } from '../lib/country-name';

const NO_COUNTRIES: readonly CountryCode[] = [];

/**
 * The country picker: a checkbox list on Share of Voice and Real-Time Spend, a radio list on the
 * other data pages; only the token's countries, without VE and US on investment and snapshots.
 */
export function CountryPicker({ page }: { page: SearchPage }) {
  const { t } = useTranslation();
  const actions = useSearchActions();
  const host = useHost();
  // What the page shows of the search's countries (the search may hold more: the toolbar's note).
  const selected = usePageSearch(page, (state) => state.countries);
  const allowed = useSession((state) => state.claims?.countries ?? NO_COUNTRIES);
  const [draft, setDraft] = useState<CountryCode[] | null>(null);
  const multiple = isMultiCountryPage(page);
  const close = () => setDraft(null);
  const apply = () => {
    // Unchanged, the customer's countries stay as they are, the ones this page does not show too.
    if (draft && draft.join() !== selected.join()) {
      actions.setCountries(draft, page);
      // A country change is a new search (it applies at once).
      host.track('search:countries', { page, countries: draft.length });
    }
    close();
  };
  return (
    <>
      <Button icon={<GlobalOutlined />} onClick={() => setDraft([...selected])}>
        {t('search.countries.button', { countries: selected.join(', ') || t('search.countries.none') })}
      </Button>
      <Modal
        open={draft !== null}
        title={multiple ? t('search.countries.titleMany') : t('search.countries.titleOne')}
        okText={t('search.countries.apply')}
        cancelText={t('search.countries.cancel')}
        okButtonProps={{ disabled: !draft || draft.length === 0 }}
        onOk={apply}
        onCancel={close}
        destroyOnHidden
      >
        <CountryChoices
          countries={selectableCountries(allowed, page)}
          multiple={multiple}
          draft={draft ?? []}
          onChange={setDraft}
        />
      </Modal>
    </>
  );
}

/**
 * The dialog's list. Apart, so that the countries are named only when the dialog opens: the
 * browser's country names (Intl.DisplayNames) cost about 100-170 ms to load at CPU × 4 on a slow
 * machine, which the dashboard's first render paid for a closed dialog (issue 16).
 */
function CountryChoices({
  countries,
  multiple,
  draft,
  onChange,
}: {
  countries: readonly CountryCode[];
  multiple: boolean;
  draft: readonly CountryCode[];
  onChange: (countries: CountryCode[]) => void;
}) {
  const { i18n } = useTranslation();
  const options = countries.map((code) => ({ value: code, label: countryLabel(code, i18n.language) }));
  return multiple ? (
    <Checkbox.Group value={[...draft]} onChange={(values) => onChange(values)}>
      <Flex vertical gap={4}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value}>
            {option.label}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  ) : (
    <Radio.Group value={draft[0]} onChange={(event) => onChange([event.target.value as CountryCode])}>
      <Flex vertical gap={4}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
