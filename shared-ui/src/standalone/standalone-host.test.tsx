import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStore } from 'zustand';
import type { RemotePageProps } from 'shared-contracts';
import { analystToken, jsonResponse, mockFetch } from './fake-api.test-utils';
import { createStandaloneHandle } from './create-standalone-handle';
import { StandaloneHost } from './standalone-host';

function ProbePage({ host, page }: RemotePageProps) {
  const status = useStore(host.session, (state) => state.status);
  return (
    <p>
      {page} page, {status}
    </p>
  );
}

describe('StandaloneHost', () => {
  let fetchMock: ReturnType<typeof mockFetch>['fetchMock'];
  let restore: () => void;
  beforeEach(() => ({ fetchMock, restore } = mockFetch()));
  afterEach(() => restore());

  it('logs in as the demo analyst through /api/login, then renders the page with the token', async () => {
    const token = analystToken();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token }));
    const handle = createStandaloneHandle('en');
    render(<StandaloneHost Page={ProbePage} page="snapshots" namespace="snapshots" handle={handle} />);

    expect(screen.getByRole('status')).toHaveTextContent('Signing in to the API as the demo analyst…');
    expect(await screen.findByText('snapshots page, authenticated')).toBeInTheDocument();
    expect(screen.getByText('Standalone dev host: snapshots')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'analyst@demo.test', password: 'demo1234' });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await handle.host.http.get('/v2/list/industries');
    const headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('says the API is not running when the login fails, and tries again on request', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(504, 'proxy error', 'Gateway Timeout'));
    render(
      <StandaloneHost Page={ProbePage} page="account" namespace="account" handle={createStandaloneHandle('en')} />,
    );

    expect(await screen.findByText('Could not sign in to the API')).toBeInTheDocument();
    expect(screen.getByText(/Is the API running on port 3100\?/)).toBeInTheDocument();
    expect(screen.getByText('Details: HTTP 504 Gateway Timeout')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: analystToken() }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('account page, authenticated')).toBeInTheDocument();
  });

  it('renders a public page at once, with no session, when sign-in is off', () => {
    render(
      <StandaloneHost
        Page={ProbePage}
        page="home"
        namespace="marketing"
        signIn={false}
        handle={createStandaloneHandle('en')}
      />,
    );

    expect(screen.getByText('home page, anonymous')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
