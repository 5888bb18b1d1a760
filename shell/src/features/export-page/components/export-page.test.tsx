import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'shared-router';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ExportPage } from './export-page';

function renderExport(url: string, answer: { status?: number; body?: unknown }) {
  return renderSignedIn(
    <Routes>
      <Route path="/dashboard/export/:type/:format" element={<ExportPage />} />
    </Routes>,
    { url, routes: { 'POST /sov/export/excel/mail': answer } },
  );
}

describe('export page', () => {
  it('asks for the report mail with filter objects, then says the tab can be closed', async () => {
    const { api } = await renderExport(
      '/dashboard/export/sov/excel?country=AR&since=2024-06-01&until=2024-06-15&advertisers=12&advertisers=13',
      { body: { status: 'ok' } },
    );
    expect(await screen.findByText('Please wait while the reports are downloaded…')).toBeInTheDocument();
    expect(await screen.findByText('Countries: Argentina. You can close this tab.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.body).toEqual({
      country: 'AR',
      since: '2024-06-01',
      until: '2024-06-15',
      advertisers: [{ id: 12 }, { id: 13 }],
    });
  });

  it('says which countries the file holds while it is made and once it is sent', async () => {
    const { api } = await renderExport(
      '/dashboard/export/sov/excel?country=AR&since=2024-06-01&until=2024-06-15&countries=AR&countries=MX',
      { body: { status: 'ok' } },
    );
    expect(
      await screen.findByText(
        'Countries: Argentina, Mexico. The report is being prepared and will be sent to your e-mail.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Countries: Argentina, Mexico. You can close this tab.')).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual(expect.objectContaining({ countries: ['AR', 'MX'] }));
  });

  it("shows the API's error", async () => {
    await renderExport('/dashboard/export/sov/excel?country=AR&since=2024-06-01&until=2024-06-15', {
      status: 403,
      body: { error: 'Exports are not available for demo accounts.' },
    });
    expect(await screen.findByText('The report could not be requested.')).toBeInTheDocument();
    expect(screen.getByText('Exports are not available for demo accounts.')).toBeInTheDocument();
  });

  it('says when the link cannot make a request, and sends nothing', async () => {
    const { api } = await renderExport('/dashboard/export/sov/excel?since=2024-06-01', { body: { status: 'ok' } });
    expect(await screen.findByText('This export link is not valid.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(0));
  });
});
