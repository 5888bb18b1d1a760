import { Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import type { CountryCode, HostApi } from 'shared-contracts';
import { DataAsOf } from '../data-as-of/data-as-of';
import { AppliedSearchSummary } from '../components/view-placeholder/applied-search-summary';

interface ViewHeaderProps {
  host: HostApi;
  /** The id the page's section is labelled by (`aria-labelledby`). */
  titleId: string;
  /** The view's translated title, the page's one heading of level 1. */
  title: string;
  /**
   * `search` (default): the applied countries and period, then how fresh the data is;
   * `data-as-of`: how fresh the data is, alone (the Campaigns pages).
   */
  summary?: 'search' | 'data-as-of';
  /** The markets the data comes from, when not every applied country. */
  dataCountries?: readonly CountryCode[];
  /** Beside the title: the export menu, a toggle. */
  actions?: ReactNode;
  /** Under the summary: a line of the view's own (Snapshots: the filter it narrows to). */
  note?: ReactNode;
  /**
   * The search's headline figure (its spots, its spend), under the title: the one figure a phone's
   * first screen shows above the charts.
   */
  figure?: string;
}

/** The head of a data view: its title, the applied search and the data's date, its actions. */
export function ViewHeader({
  host,
  titleId,
  title,
  summary = 'search',
  dataCountries,
  actions,
  note,
  figure,
}: ViewHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap>
      <div>
        <Typography.Title id={titleId} level={1} style={{ marginBottom: 8 }}>
          {title}
        </Typography.Title>
        {figure && (
          <Typography.Paragraph strong style={{ fontSize: 20, marginBottom: 8 }}>
            {figure}
          </Typography.Paragraph>
        )}
        {summary === 'search' ? (
          <AppliedSearchSummary host={host} dataCountries={dataCountries} />
        ) : (
          <div style={{ marginBottom: 16 }}>
            <DataAsOf host={host} countries={dataCountries ?? []} />
          </div>
        )}
        {note}
      </div>
      {actions && (
        <Flex gap={12} align="center" wrap>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

/** A data view's page: a section named by its title, the header, then the view's content. */
export function ViewPage({ children, ...header }: Omit<ViewHeaderProps, 'titleId'> & { children: ReactNode }) {
  const titleId = useId();
  return (
    <Flex vertical gap={16} component="section" aria-labelledby={titleId}>
      <ViewHeader {...header} titleId={titleId} />
      {children}
    </Flex>
  );
}
