import { Typography } from 'antd';
import { useId } from 'react';
import type { CountryCode, HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { DataAsOf } from '../../data-as-of/data-as-of';
import { useSharedUiTranslation } from '../../i18n/use-shared-ui-translation';

interface AppliedSearchSummaryProps {
  host: HostApi;
  /** The markets the view's data comes from, when not every applied country (Snapshots: the first). */
  dataCountries?: readonly CountryCode[];
}

/** The applied countries and period, each value named by its visible label, and how fresh the data is. */
export function AppliedSearchSummary({ host, dataCountries }: AppliedSearchSummaryProps) {
  const { t } = useSharedUiTranslation(host.i18n);
  // One selector per field: each returns a value already in the state, so renders stay stable.
  const countries = useStore(host.search, (state) => state.countries);
  const startDate = useStore(host.search, (state) => state.startDate);
  const endDate = useStore(host.search, (state) => state.endDate);
  const countriesId = useId();
  const periodId = useId();
  return (
    <div style={{ marginBottom: 16 }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '0 0 4px' }}>
        <dt id={countriesId}>
          <Typography.Text strong>{t('search.countries')}</Typography.Text>
        </dt>
        <dd aria-labelledby={countriesId} style={{ margin: 0 }}>
          {countries.length > 0 ? countries.join(', ') : t('search.noCountries')}
        </dd>
        <dt id={periodId}>
          <Typography.Text strong>{t('search.period')}</Typography.Text>
        </dt>
        <dd aria-labelledby={periodId} style={{ margin: 0 }}>
          {t('search.periodRange', { start: startDate, end: endDate, interpolation: { escapeValue: false } })}
        </dd>
      </dl>
      <DataAsOf host={host} countries={dataCountries ?? countries} />
    </div>
  );
}
