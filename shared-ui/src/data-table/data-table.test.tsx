import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnsType } from 'antd/es/table';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { computeInlineStylesOnly } from '../testing/jsdom-styles';
import { DataTable, type DataTableProps } from './data-table';
import { defaultPageSize, TABLE_PAGE_SIZE_OPTIONS } from './page-size';
import { filterRows } from './filter-rows';

interface Row {
  id: number;
  label: string;
}

const columns: ColumnsType<Row> = [{ key: 'label', dataIndex: 'label', title: 'Name', width: 200 }];
const rowKey = (row: Row) => row.id;
const searchText = (row: Row) => row.label;

function rows(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({ id: index, label: `Advertiser ${index + 1}` }));
}

/** A table of advertisers in the host's language; the props given replace the defaults. */
function renderAdvertisers(props: Partial<DataTableProps<Row>> = {}, host = createTestHost()) {
  return renderWithHost(
    <DataTable
      i18n={host.i18n}
      label="Advertisers"
      rows={rows(3)}
      columns={columns}
      rowKey={rowKey}
      searchText={searchText}
      {...props}
    />,
    { host },
  );
}

describe('page sizes and search', () => {
  it('defaults by dimension and offers 10, 20, 50, 60 and 100', () => {
    expect(defaultPageSize('industries')).toBe(60);
    expect(defaultPageSize('advertisers')).toBe(100);
    expect(defaultPageSize('publishers')).toBe(100);
    expect(defaultPageSize('products')).toBe(50);
    expect(defaultPageSize('formats')).toBe(10);
    expect(defaultPageSize(undefined)).toBe(10);
    expect(TABLE_PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 60, 100]);
  });

  it('matches names regardless of case and accents', () => {
    const data = [
      { id: 1, label: 'Publicidád Sur' },
      { id: 2, label: 'Norte' },
    ];
    expect(filterRows(data, 'PUBLICIDAD', searchText)).toEqual([data[0]]);
    expect(filterRows(data, '  ', searchText)).toBe(data);
  });
});

describe('DataTable', () => {
  beforeEach(computeInlineStylesOnly);
  afterEach(() => jest.restoreAllMocks());

  it('searches the names and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderAdvertisers();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Advertiser 2')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tiser 3');
    expect(await within(table).findByText('Advertiser 3')).toBeInTheDocument();
    expect(within(table).queryByText('Advertiser 2')).not.toBeInTheDocument();
    expect(screen.getByText('Rows: 1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No results: review the text or try another value.')).toBeInTheDocument();
  });

  it('pages by the dimension default and translates the no-match text', async () => {
    const user = userEvent.setup();
    renderAdvertisers(
      { label: 'Industrias', rows: rows(130), dimension: 'industries' },
      createTestHost({ language: 'es' }),
    );
    expect(within(screen.getByRole('table')).getByText('Advertiser 60')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('Advertiser 61')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'nada');
    expect(await screen.findByText('Sin resultados: revise el texto o pruebe con otro valor.')).toBeInTheDocument();
  });

  it('scrolls long tables as one virtual list instead of pages', () => {
    const { container } = renderAdvertisers({ rows: rows(5000) });
    expect(screen.getByText('Rows: 5.000')).toBeInTheDocument();
    expect(container.querySelector('.ant-table-pagination')).toBeNull();
    // Only the rows in view are in the document, not 5,000.
    expect(container.querySelectorAll('.ant-table-row').length).toBeLessThan(100);
  });

  it('keeps its columns at their widths and scrolls sideways inside a narrower card', () => {
    const wide: ColumnsType<Row> = [
      { key: 'label', dataIndex: 'label', title: 'Name', width: 320 },
      { key: 'id', dataIndex: 'id', title: 'Spots', width: 140 },
      { key: 'share', title: 'Share' },
    ];
    renderAdvertisers({ columns: wide });
    const table = screen.getByRole('table', { name: 'Advertisers' });
    // The widths given, and the default for a column without one.
    expect(table).toHaveStyle({ minWidth: '610px' });
    expect(table.parentElement).toHaveStyle({ overflowX: 'auto' });
    // Its box fades the edges with columns beyond them (the suite's sheet draws the class).
    expect(table.parentElement).toHaveClass('suite-sideways-fade');
    // The header and three rows; no hidden row that measures the columns as it renders.
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(4);
  });

  it('draws without adding an element to the page to measure a scrollbar it has not got', () => {
    // The measuring element is what made the browser lay out the whole new view inside the
    // table's commit (patches/@rc-component__table@1.11.1.patch).
    const appended = jest.spyOn(document.body, 'appendChild');
    renderAdvertisers();
    const measuring = appended.mock.calls.filter(
      ([node]) => node instanceof HTMLElement && node.id.startsWith('rc-scrollbar-measure'),
    );
    appended.mockRestore();
    expect(screen.getByRole('table', { name: 'Advertisers' })).toBeInTheDocument();
    expect(measuring).toEqual([]);
  });
});
