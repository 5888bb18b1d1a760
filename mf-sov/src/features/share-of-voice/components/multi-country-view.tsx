import { Flex, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi, ShareOfVoiceResponse } from 'shared-contracts';
import { BelowFirstScreen, countryName, entityKeysOf, type TrafficLightThresholds } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { toSovRows, type LabelOf } from '../lib/sov-data';
import { CountryCharts } from './country-charts';
import { SOV_TABLE_HEIGHT, SovTable } from './sov-table';

export interface MultiCountryViewProps {
  host: HostApi;
  answer: ShareOfVoiceResponse;
  dimension: BreakdownDimension;
  thresholds: TrafficLightThresholds;
  labelOf: LabelOf;
  /** What the shares are of, when a filter narrows the ranking (shared-ui `useShareBasisNote`). */
  shareNote: string | null;
  onDrawn: (chartId: string) => void;
}

/** Several countries: per country the trend line and the 100% media chart, then one table. */
export function MultiCountryView({
  host,
  answer,
  dimension,
  thresholds,
  labelOf,
  shareNote,
  onDrawn,
}: MultiCountryViewProps) {
  const { i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const rows = useMemo(() => toSovRows(answer, labelOf), [answer, labelOf]);
  // By id, so an entity keeps its colour under another label (industries in another language).
  const entityKeys = useMemo(() => entityKeysOf(rows, dimension), [rows, dimension]);
  return (
    <Flex vertical gap={16}>
      {answer.map((country) => (
        <Row gutter={[16, 16]} key={country.country}>
          <CountryCharts
            host={host}
            country={country}
            name={countryName(country.country, i18n.language)}
            labelOf={labelOf}
            entityKeys={entityKeys}
            shareNote={shareNote}
            onDrawn={onDrawn}
          />
        </Row>
      ))}
      <BelowFirstScreen minHeight={SOV_TABLE_HEIGHT}>
        <SovTable
          host={host}
          rows={rows}
          dimension={dimension}
          thresholds={thresholds}
          shareNote={shareNote}
          withCountry
        />
      </BelowFirstScreen>
    </Flex>
  );
}
