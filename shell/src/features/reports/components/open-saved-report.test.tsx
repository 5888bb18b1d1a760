import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'shared-router';
import { emptyFilterGroups, ROLES, type SavedReportSearch } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { HostBridgeConnector } from '../../../app/host-bridge-connector';
import type { FakeRoutes } from '../../../testing/fake-api';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { OpenSavedReport } from './open-saved-report';

const acme = { id: 11, label: 'Acme Bank', value: '11' };
const video = { id: 5, label: 'Video ADs', value: '5' };
const queued = { id: 7, label: 'Queued Co', value: '7' };

const REPORT: SavedReportSearch = {
  id: 42,
  name: 'Banks weekly',
  frequency: 'weekly',
  countries: ['BR', 'CL'],
  startDate: '2024-01-01',
  endDate: '2024-01-08',
  filters: { ...emptyFilterGroups(), advertisers: [acme], formats: [video] },
  page: '1',
};

const COMPARED: SavedReportSearch = {
  ...REPORT,
  page: 'compare',
  compare: { dimension: 'advertisers', entities: [acme, queued] },
};

const location = () => screen.getByRole('status', { name: 'Current location' }).textContent;

/** The route of the app, /dashboard/{page}/{reportId}, and a plain page for where it lands. */
async function openReport(url: string, routes: FakeRoutes, roles?: string[]) {
  const view = await renderSignedIn(
    <>
      <HostBridgeConnector />
      <Routes>
        <Route
          path="/dashboard/:page/:reportId"
          element={<OpenSavedReport page="investment" rawId={url.split('/').at(-1) ?? ''} today={() => '2024-06-30'} />}
        />
        <Route path="/dashboard/:page" element={<p>page</p>} />
      </Routes>
    </>,
    { url, routes, ...(roles ? { claims: { roles } } : {}) },
  );
  const track = jest.spyOn(view.services.host, 'track');
  return { ...view, track };
}

describe('opening a saved report from its route', () => {
  beforeEach(() => computeInlineStylesOnly());

  it('loads its filters and countries, clears the queue and goes to Share of Voice', async () => {
    const { services } = await openReport('/dashboard/investment/42', {
      'GET /v2/reports/42/search': { body: REPORT },
    });
    services.search.setState({ parameterQueue: { ...emptyFilterGroups(), advertisers: [queued] } });

    await waitFor(() => expect(location()).toBe('/dashboard/shareofvoice'));
    const search = services.search.getState();
    expect(search.countries).toEqual(['BR', 'CL']);
    expect(search.advancedFilters).toEqual({ ...emptyFilterGroups(), advertisers: [acme], formats: [video] });
    expect(search.parameterQueue).toEqual(emptyFilterGroups());
    // A weekly report opens on the window its next e-mail covers: 7 days ending today.
    expect([search.startDate, search.endDate]).toEqual(['2024-06-23', '2024-06-30']);
  });

  it('opens a report that is never sent on the dates it saved', async () => {
    const { services } = await openReport('/dashboard/investment/42', {
      'GET /v2/reports/42/search': { body: { ...REPORT, frequency: 'never' } },
    });
    await waitFor(() => expect(location()).toBe('/dashboard/shareofvoice'));
    expect([services.search.getState().startDate, services.search.getState().endDate]).toEqual([
      '2024-01-01',
      '2024-01-08',
    ]);
  });

  it('says an unknown id does not exist and keeps the current search, on the page of the route', async () => {
    const { services } = await openReport('/dashboard/investment/99', {
      'GET /v2/reports/99/search': { status: 404, body: { error: 'No such report' } },
    });
    services.search.setState({ parameterQueue: { ...emptyFilterGroups(), advertisers: [queued] } });
    const before = services.search.getState();

    expect(
      await screen.findByText('The report 99 does not exist or is not yours. Your current search stays as it was.'),
    ).toBeInTheDocument();
    // The notice shows before the router has moved: wait for the move.
    await waitFor(() => expect(location()).toBe('/dashboard/investment'));
    expect(services.search.getState()).toBe(before);
  });

  it('refuses an id that cannot be one without asking the API', async () => {
    const { api } = await openReport('/dashboard/investment/abc', {});
    expect(
      await screen.findByText('The report abc does not exist or is not yours. Your current search stays as it was.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard/investment'));
    expect(api.requests).toEqual([]);
  });

  it('says when the report cannot be read', async () => {
    await openReport('/dashboard/investment/42', {
      'GET /v2/reports/42/search': { status: 500, body: { error: 'x' } },
    });
    expect(
      await screen.findByText(
        'The report could not be opened. Your current search stays as it was; try again in a moment.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a report of countries the user does not have', async () => {
    const { services } = await openReport('/dashboard/investment/42', {
      'GET /v2/reports/42/search': { body: { ...REPORT, countries: ['VE'] } },
    });
    expect(
      await screen.findByText(
        'None of the countries of this report is among yours. Your current search stays as it was.',
      ),
    ).toBeInTheDocument();
    expect(services.search.getState().advancedFilters).toEqual(emptyFilterGroups());
  });

  it('lands on the first report page the roles allow when Share of Voice is not one', async () => {
    const { track, services } = await openReport(
      '/dashboard/investment/42',
      { 'GET /v2/reports/42/search': { body: REPORT } },
      [ROLES.investment],
    );
    await waitFor(() => expect(location()).toBe('/dashboard/investment'));
    // Real-Time Spend refuses a weekly window: the report opens on the last 15 days instead.
    expect(services.search.getState()).toMatchObject({
      advancedFilters: { advertisers: [acme] },
      startDate: '2024-06-15',
      endDate: '2024-06-30',
    });
    expect(track).toHaveBeenCalledWith('report:open', { reportId: 42, from: 'investment', to: 'investment' });
  });

  it('opens a report saved on Compare on Compare, with what it compares', async () => {
    const { services, track } = await openReport('/dashboard/compare/42', {
      'GET /v2/reports/42/search': { body: COMPARED },
    });
    await waitFor(() => expect(location()).toBe('/dashboard/compare'));
    expect(services.search.getState()).toMatchObject({
      countries: ['BR', 'CL'],
      advancedFilters: { advertisers: [acme] },
      compare: COMPARED.compare,
    });
    expect(track).toHaveBeenCalledWith('report:open', { reportId: 42, from: 'investment', to: 'compare' });
  });

  it('opens it as any report for roles without Compare, leaving what is compared alone', async () => {
    const { services } = await openReport(
      '/dashboard/campaigns/42',
      { 'GET /v2/reports/42/search': { body: COMPARED } },
      [ROLES.campaign],
    );
    const before = services.search.getState().compare;
    await waitFor(() => expect(location()).toBe('/dashboard/campaigns'));
    expect(services.search.getState().compare).toBe(before);
  });
});
