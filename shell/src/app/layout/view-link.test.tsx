import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ViewQuery } from 'shared-contracts';
import { readyRemotePage } from '../../features/remote-view/lib/load-remote-page';
import { renderSignedIn } from '../../testing/render-signed-in';
import { VIEW_ANSWER_WAIT_MS, ViewLink } from './view-link';

jest.mock('../../features/remote-view/lib/load-remote-page', () => ({
  ...jest.requireActual('../../features/remote-view/lib/load-remote-page'),
  readyRemotePage: jest.fn(),
}));
const readyRemotePageMock = jest.mocked(readyRemotePage);

/** Real-Time Spend's remote loaded, its first request answered when the test says so. */
function investmentReadyWithRequest() {
  let answer: (value: string) => void = () => undefined;
  const queryFn = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  readyRemotePageMock.mockReturnValue({
    default: () => null,
    viewQueries: (): ViewQuery[] => [{ queryKey: ['investment', 'AR'], queryFn }],
  });
  return { queryFn, answer: (value: string) => act(() => answer(value)) };
}

const onOpen = jest.fn();

async function renderEntries() {
  return renderSignedIn(
    <>
      <ViewLink page="investment" remote="mf-investment" onOpen={onOpen}>
        Real-Time Spend
      </ViewLink>
      <ViewLink page="home" remote={null} onOpen={onOpen}>
        Home
      </ViewLink>
    </>,
    { url: '/dashboard/shareofvoice', settle: true },
  );
}

const location = () => screen.getByRole('status', { name: 'Current location' });
const spendEntry = () => screen.getByRole('link', { name: 'Real-Time Spend' });

describe('ViewLink', () => {
  beforeEach(() => {
    onOpen.mockReset();
    readyRemotePageMock.mockReset();
  });

  it('opens a view whose remote is not loaded yet at once', async () => {
    const { user } = await renderEntries();
    await user.click(spendEntry());
    expect(location()).toHaveTextContent('/dashboard/investment');
    expect(onOpen).toHaveBeenCalledWith('investment');
  });

  it('keeps the page in view, the entry busy, until the view’s first answer pressing it started', async () => {
    const { queryFn, answer } = investmentReadyWithRequest();
    await renderEntries();
    fireEvent.pointerDown(spendEntry());
    expect(queryFn).toHaveBeenCalledTimes(1);
    fireEvent.click(spendEntry());
    expect(location()).toHaveTextContent('/dashboard/shareofvoice');
    expect(spendEntry()).toHaveAttribute('aria-busy', 'true');
    expect(onOpen).not.toHaveBeenCalled();

    await answer('spend');
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/investment'));
    expect(spendEntry()).not.toHaveAttribute('aria-busy');
    expect(onOpen).toHaveBeenCalledWith('investment');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it(`opens the view after ${VIEW_ANSWER_WAIT_MS} ms when its answer is late`, async () => {
    investmentReadyWithRequest();
    await renderEntries();
    fireEvent.pointerDown(spendEntry());
    const clickedAt = performance.now();
    fireEvent.click(spendEntry());
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/investment'));
    expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(VIEW_ANSWER_WAIT_MS - 5);
  });

  it('opens at once a view whose answer is there already', async () => {
    const { answer } = investmentReadyWithRequest();
    const { user } = await renderEntries();
    fireEvent.pointerDown(spendEntry());
    await answer('spend');
    await user.click(spendEntry());
    expect(location()).toHaveTextContent('/dashboard/investment');
  });

  it('does not open the view it waited for when another page was opened meanwhile', async () => {
    const { answer } = investmentReadyWithRequest();
    await renderEntries();
    fireEvent.pointerDown(spendEntry());
    fireEvent.click(spendEntry());
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(location()).toHaveTextContent('/dashboard/home');
    await answer('spend');
    await act(() => new Promise((resolve) => setTimeout(resolve, VIEW_ANSWER_WAIT_MS + 50)));
    expect(location()).toHaveTextContent('/dashboard/home');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('leaves a click for a new tab to the browser, without waiting', async () => {
    investmentReadyWithRequest();
    await renderEntries();
    fireEvent.pointerDown(spendEntry());
    const followedByTheBrowser = fireEvent.click(spendEntry(), { ctrlKey: true });
    expect(followedByTheBrowser).toBe(true);
    expect(spendEntry()).not.toHaveAttribute('aria-busy');
  });
});
