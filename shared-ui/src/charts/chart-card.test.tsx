import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeInlineStylesOnly } from '../testing/jsdom-styles';
import { renderWithHost } from '../testing/render-with-host';
import { ChartCard } from './chart-card';
import { LineEndNames } from './line-end-names';
import { ChartLegend } from './chart-legend';

const csvTable = {
  headers: ['Name', 'Share (%)'],
  rows: [
    ['Acme', 60],
    ['=cmd', 40],
  ],
};
const csv = () => csvTable;

function captureDownloads() {
  const saved: { name: string; href: string }[] = [];
  const blobs: Blob[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:chart';
  });
  URL.revokeObjectURL = jest.fn();
  return { saved, blobs };
}

// jsdom's Blob has no text(); the BOM is kept to check spreadsheets read the file as UTF-8.
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => jest.restoreAllMocks());

describe('ChartCard', () => {
  it('shows its title and the chart, with a download menu offering CSV and PNG', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<div />);
    renderWithHost(
      <ChartCard i18n={host.i18n} title="Share of voice" csv={csv}>
        <p>the chart</p>
      </ChartCard>,
      { host },
    );

    expect(screen.getByText('Share of voice')).toBeInTheDocument();
    expect(screen.getByText('the chart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Downloads of Share of voice' }));
    expect(await screen.findByRole('menuitem', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Download PNG' })).toBeInTheDocument();
  });

  it('offers no download without downloads (the demo role), and still shows the data as a table', () => {
    const { host } = renderWithHost(<div />);
    renderWithHost(
      <ChartCard i18n={host.i18n} title="Share of voice" csv={csv} downloads={false}>
        <p>the chart</p>
      </ChartCard>,
      { host },
    );

    expect(screen.queryByRole('button', { name: 'Downloads of Share of voice' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share of voice/ })).toBeInTheDocument();
  });

  it('downloads the plotted data as CSV named after the title', async () => {
    const user = userEvent.setup();
    const { saved, blobs } = captureDownloads();
    const { host } = renderWithHost(<div />);
    renderWithHost(
      <ChartCard i18n={host.i18n} title="Share of voice" csv={csv}>
        <p>the chart</p>
      </ChartCard>,
      { host },
    );

    await user.click(screen.getByRole('button', { name: 'Downloads of Share of voice' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download CSV' }));

    expect(saved).toEqual([{ name: 'share-of-voice.csv', href: 'blob:chart' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const text = await readBlob(blobs[0]);
    expect(text).toBe("\uFEFFName,Share (%)\r\nAcme,60\r\n'=cmd,40");
  });

  it('downloads the chart canvas as a PNG at twice its size, with its legend as shown under it', async () => {
    const user = userEvent.setup();
    const { saved } = captureDownloads();
    const drawn: { width: number; height: number }[] = [];
    const texts: { text: string; color: string; y: number }[] = [];
    const context = {
      fillStyle: '',
      font: '',
      textBaseline: '',
      fillRect: jest.fn(),
      drawImage: jest.fn(),
      scale: jest.fn(),
      beginPath: jest.fn(),
      arc: jest.fn(),
      fill: jest.fn(),
      measureText: (text: string) => ({ width: text.length * 6 }),
      fillText(text: string, _x: number, y: number) {
        texts.push({ text, color: this.fillStyle, y });
      },
    };
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
      drawn.push({ width: this.width, height: this.height });
      return 'data:image/png;base64,AAAA';
    });
    const { host } = renderWithHost(<div />);
    renderWithHost(
      <ChartCard i18n={host.i18n} title="Trend" csv={csv} fileName="trend-ar">
        <canvas width={300} height={200} />
        <ChartLegend
          i18n={host.i18n}
          label="Trend"
          entries={[
            { name: 'Acme', color: '#1783FF' },
            { name: 'Globex', color: '#00C9C9' },
          ]}
          hidden={new Set(['Globex'])}
          toggle={jest.fn()}
        />
      </ChartCard>,
      { host },
    );

    await user.click(screen.getByRole('button', { name: 'Downloads of Trend' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PNG' }));

    await waitFor(() => expect(saved).toEqual([{ name: 'trend-ar.png', href: 'data:image/png;base64,AAAA' }]));
    // One legend row (20 px and a half-row margin) under the 200 px chart, all at scale 2.
    expect(drawn).toEqual([{ width: 600, height: 460 }]);
    expect(context.drawImage).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), 0, 0, 300, 200);
    // The hidden series is drawn muted, as on the page.
    expect(texts.map(({ text }) => text)).toEqual(['Acme', 'Globex']);
    expect(texts[0]?.color).not.toBe(texts[1]?.color);
    expect(texts.every(({ y }) => y === 210)).toBe(true);
  });

  it("draws the lines' names where the page shows them, a dash of each line's colour before each", async () => {
    const user = userEvent.setup();
    captureDownloads();
    const rects: { color: string; x: number; y: number }[] = [];
    const texts: { text: string; color: string; x: number; y: number }[] = [];
    const context = {
      fillStyle: '',
      font: '',
      textBaseline: '',
      fillRect(x: number, y: number) {
        rects.push({ color: this.fillStyle, x, y });
      },
      drawImage: jest.fn(),
      scale: jest.fn(),
      measureText: (text: string) => ({ width: text.length * 6 }),
      fillText(text: string, x: number, y: number) {
        texts.push({ text, color: this.fillStyle, x, y });
      },
    };
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    const { host } = renderWithHost(<div />);
    renderWithHost(
      <ChartCard i18n={host.i18n} title="Trend" csv={csv}>
        <canvas width={300} height={200} />
        <LineEndNames labels={[{ name: 'Acme', color: '#1783FF', x: 250, y: 40 }]} />
      </ChartCard>,
      { host },
    );

    await user.click(screen.getByRole('button', { name: 'Downloads of Trend' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PNG' }));

    await waitFor(() => expect(texts).toHaveLength(1));
    expect(rects).toContainEqual({ color: '#1783FF', x: 256, y: 39 });
    expect(texts[0]).toMatchObject({ text: 'Acme', x: 267, y: 40 });
    expect(texts[0]?.color).not.toBe('#1783FF');
  });

  it('shows the plotted data as a table, with a summary caption and product-formatted numbers, on request', async () => {
    computeInlineStylesOnly();
    const user = userEvent.setup();
    const { host } = renderWithHost(<div />);
    renderWithHost(
      <ChartCard
        i18n={host.i18n}
        title="Share of voice"
        csv={() => ({
          headers: ['Name', 'Spots', 'Share (%)'],
          rows: [
            ['Acme', 12345, 60.5],
            ['Beta', 2, 39.5],
          ],
        })}
      >
        <p>the chart</p>
      </ChartCard>,
      { host },
    );
    const toggle = screen.getByRole('button', { name: 'View Share of voice as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);

    const table = screen.getByRole('table', { name: 'Share of voice: 2 rows, the data the chart draws' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', table.closest('[id]')?.id);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Spots', 'Share (%)']);
    expect(screen.getByRole('row', { name: 'Acme 12.345 60,50' })).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
