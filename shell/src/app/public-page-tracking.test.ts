import { REMOTE_LOAD_EVENT } from 'shared-contracts';
import { reportRemoteLoad } from '../features/remote-view/lib/load-telemetry';
import { createFakeApi } from '../testing/fake-api';
import { createTestServices } from '../testing/render-shell';

const LOADED = {
  env: 'test',
  remote: 'mf-marketing',
  version: '1.0.0',
  channel: 'stable',
  outcome: 'loaded',
  phase: null,
  manifestMs: 10,
  entryMs: 20,
  moduleMs: 30,
  totalMs: 30,
} as const;

/** The tracker's endpoint, recording each batch it receives. */
function eventsApi() {
  const api = createFakeApi({ 'POST /v2/analytics/events': { status: 202, body: { accepted: 1 } } });
  const sent = () =>
    api.requests.flatMap((request) => (request.body as { events: { event: string }[] }).events.map((e) => e.event));
  return { sent };
}

beforeEach(() => window.history.pushState({}, '', '/marketing/signup'));
afterEach(() => window.history.pushState({}, '', '/'));

describe("the public pages' tracker", () => {
  it('sends nothing before the visitor accepts, not even the remote that drew the page; then sends', async () => {
    const { sent } = eventsApi();
    const services = createTestServices();
    reportRemoteLoad(LOADED);
    services.host.track('marketing:signup', { status: 'subscribed' });
    await services.analytics.flush();
    expect(sent()).toEqual([]);
    expect(services.host.analyticsConsent?.state.getState().consent).toBeNull();

    services.host.analyticsConsent?.choose('granted');
    services.host.track('marketing:signup', { status: 'subscribed' });
    reportRemoteLoad(LOADED);
    await services.analytics.flush();
    expect(sent()).toEqual(['marketing:signup', REMOTE_LOAD_EVENT]);
  });

  it('sends nothing once the visitor declined, on this visit and the next', async () => {
    const { sent } = eventsApi();
    createTestServices().host.analyticsConsent?.choose('declined');

    const nextVisit = createTestServices();
    nextVisit.host.track('marketing:signup', { status: 'subscribed' });
    await nextVisit.analytics.flush();
    expect(sent()).toEqual([]);
  });

  it("keeps tracking the dashboard's events without asking", async () => {
    window.history.pushState({}, '', '/dashboard/shareofvoice');
    const { sent } = eventsApi();
    const services = createTestServices();
    services.host.track('export', { type: 'sov' });
    await services.analytics.flush();
    expect(sent()).toEqual(['export']);
  });
});
