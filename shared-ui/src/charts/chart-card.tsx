import { DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, theme, type MenuProps } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { ChartTable } from './chart-table';
import { toFileName, type CsvTable } from './csv';
import { canvasToPng, type PngLegendEntry, type PngLineName } from './chart-png';
import { downloadCsv, saveHref } from './download';

export interface ChartCardProps {
  /** The host's i18next instance (`host.i18n`). */
  i18n: I18n;
  title: string;
  /** The plotted data, offered as CSV: built only when downloaded (charts may hold thousands of points). */
  csv: () => CsvTable;
  /** Base name of the downloaded files; by default from the title. */
  fileName?: string;
  /** More header actions, left of the download menu. */
  extra?: ReactNode;
  /** The card's style (e.g. the full height of its row). */
  style?: CSSProperties;
  /** Whether the card offers its PNG and CSV downloads (none for the demo role); true by default. */
  downloads?: boolean;
  children: ReactNode;
}

/**
 * A chart in an antd Card whose menu downloads the plotted data (CSV) and the chart (PNG at 2x).
 * A toggle shows the same data as a table under the chart: the canvas says nothing to a screen
 * reader, and the table is built only when asked for (charts may hold thousands of points).
 */
export function ChartCard({ i18n, title, csv, fileName, extra, style, downloads = true, children }: ChartCardProps) {
  const { t } = useSharedUiTranslation(i18n);
  const { token } = theme.useToken();
  const body = useRef<HTMLDivElement>(null);
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const baseName = fileName ?? toFileName(title);
  const canvas = () => body.current?.querySelector('canvas') ?? null;
  // The legend as shown (chart-legend.tsx), for the PNG.
  const legend = (): PngLegendEntry[] =>
    [...(body.current?.querySelectorAll<HTMLElement>('[data-legend-color]') ?? [])].map((entry) => ({
      name: entry.textContent ?? '',
      color: entry.dataset.legendColor ?? '',
      shown: entry.getAttribute('aria-checked') === 'true',
    }));
  // The lines' names over the chart (line-end-names.tsx), for the PNG.
  const lineNames = (): PngLineName[] =>
    [...(body.current?.querySelectorAll<HTMLElement>('[data-line-label]') ?? [])].map((name) => ({
      name: name.dataset.lineLabel ?? '',
      color: name.dataset.color ?? '',
      x: Number(name.dataset.x),
      y: Number(name.dataset.y),
    }));

  const items: MenuProps['items'] = [
    { key: 'csv', label: t('charts.downloadCsv') },
    { key: 'png', label: t('charts.downloadPng') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'csv') {
      downloadCsv(csv(), baseName);
      return;
    }
    const drawn = canvas();
    const look = {
      background: token.colorBgContainer,
      textColor: token.colorText,
      mutedColor: token.colorTextDisabled,
      font: `${token.fontSizeSM}px ${token.fontFamily}`,
    };
    const png = drawn ? canvasToPng(drawn, look, { legend: legend(), lineNames: lineNames() }) : null;
    if (png) saveHref(png, `${baseName}.png`);
  };

  return (
    <Card
      title={title}
      size="small"
      style={style}
      extra={
        <>
          {extra}
          <Button
            type="text"
            size="small"
            icon={<TableOutlined />}
            aria-label={t('charts.showTable', { title, interpolation: { escapeValue: false } })}
            aria-expanded={tableShown}
            aria-controls={tableShown ? tableId : undefined}
            onClick={() => setTableShown((shown) => !shown)}
          />
          {downloads && (
            <Dropdown menu={{ items, onClick }} trigger={['click']}>
              <Button
                type="text"
                size="small"
                icon={<DownloadOutlined />}
                aria-label={t('charts.downloads', { title, interpolation: { escapeValue: false } })}
              />
            </Dropdown>
          )}
        </>
      }
    >
      <div ref={body}>{children}</div>
      {tableShown && <ChartTable i18n={i18n} id={tableId} title={title} table={csv()} />}
    </Card>
  );
}
