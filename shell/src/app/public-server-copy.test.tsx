import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { SERVER_PAGE_ID, SERVER_STATE_ID } from 'shared-contracts/server-render';
import { remoteLoadsStore } from '../features/remote-view/stores/remote-loads-store';
import { ServerAnswers, useServerCopyHandOverFallback } from './public-server-copy';

const SPOT_KEY = ['marketing', 'spot', 1002, 'en'];

/** The page as the shell's server sends it: its copy, the answers, #root hidden. */
function serverRenderedPage(answers: unknown): void {
  document.body.innerHTML =
    `<div id="${SERVER_PAGE_ID}"><h1>Dubos Devices</h1></div>` +
    `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(answers)}</script>` +
    '<div id="root" hidden></div>';
}

const dehydratedSpot = {
  mutations: [],
  queries: [
    {
      queryKey: SPOT_KEY,
      queryHash: JSON.stringify(SPOT_KEY),
      state: {
        data: { advertiser: 'Dubos Devices' },
        dataUpdatedAt: Date.now(),
        status: 'success',
        fetchStatus: 'idle',
      },
    },
  ],
};

function SpotHeading({ ask }: { ask: () => Promise<{ advertiser: string }> }) {
  const spot = useQuery({ queryKey: SPOT_KEY, queryFn: ask, staleTime: 60_000 });
  return <p>{spot.data?.advertiser ?? 'asking'}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  remoteLoadsStore.setState({ loads: {} });
});

describe('the answers the shell’s server drew a public page with', () => {
  it('are in the query cache before the page asks: it asks nothing again', () => {
    serverRenderedPage(dehydratedSpot);
    const ask = jest.fn(() => Promise.resolve({ advertiser: 'asked again' }));

    render(
      <QueryClientProvider client={new QueryClient()}>
        <ServerAnswers>
          <SpotHeading ask={ask} />
        </ServerAnswers>
      </QueryClientProvider>,
    );

    expect(screen.getByText('Dubos Devices', { selector: 'p' })).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
    expect(document.getElementById(SERVER_STATE_ID)).toBeNull();
  });

  it('are none when the script holds something else', async () => {
    serverRenderedPage({ queries: 'not a list' });
    const ask = jest.fn(() => Promise.resolve({ advertiser: 'asked' }));

    render(
      <QueryClientProvider client={new QueryClient()}>
        <ServerAnswers>
          <SpotHeading ask={ask} />
        </ServerAnswers>
      </QueryClientProvider>,
    );

    expect(await screen.findByText('asked')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

describe('when the remote cannot take the server copy’s place', () => {
  it('the shell shows its own page once the remote failed to load', () => {
    serverRenderedPage(dehydratedSpot);
    renderHook(useServerCopyHandOverFallback);
    expect(document.getElementById(SERVER_PAGE_ID)).not.toBeNull();

    act(() =>
      remoteLoadsStore.getState().record('mf-marketing', { status: 'failed', contractVersion: null, loadMs: 10 }),
    );

    expect(document.getElementById(SERVER_PAGE_ID)).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('the shell shows the page of a version built before it could, as soon as it loads', () => {
    serverRenderedPage(dehydratedSpot);
    renderHook(useServerCopyHandOverFallback);

    // No plan in this test: the loaded page is not one known to take over itself.
    act(() =>
      remoteLoadsStore.getState().record('mf-marketing', { status: 'loaded', contractVersion: '1.1.0', loadMs: 10 }),
    );

    expect(document.getElementById(SERVER_PAGE_ID)).toBeNull();
  });
});
