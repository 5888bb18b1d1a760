import { QueryClient } from '@tanstack/react-query';
import type { HostApi, ViewQuery } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { readyRemotePage, type RemotePageModule } from './load-remote-page';
import { VIEW_INTENT_DELAY_MS, viewIntentHandlers } from './warm-view';
import { warmRemote } from './warm-remote';

jest.mock('./warm-remote', () => ({ warmRemote: jest.fn() }));
jest.mock('./load-remote-page', () => ({ readyRemotePage: jest.fn() }));
const warmRemoteMock = jest.mocked(warmRemote);
const readyRemotePageMock = jest.mocked(readyRemotePage);

/** A ready page whose first request is `queryFn`, keyed by the applied search's first country. */
function readyPage(queryFn: jest.Mock, viewQueries?: RemotePageModule['viewQueries']): RemotePageModule {
  return {
    default: () => null,
    viewQueries:
      viewQueries ??
      (({ host }): ViewQuery[] => [{ queryKey: ['investment', host.search.getState().countries[0]], queryFn }]),
  };
}

describe('viewIntentHandlers', () => {
  let host: HostApi;
  let queries: QueryClient;
  let queryFn: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    warmRemoteMock.mockReset();
    host = createTestHost({ search: { countries: ['AR'] } });
    queries = new QueryClient();
    queryFn = jest.fn().mockResolvedValue('answer');
    readyRemotePageMock.mockReturnValue(readyPage(queryFn));
  });
  afterEach(() => jest.useRealTimers());

  const entry = () => viewIntentHandlers('mf-investment', 'investment', host, queries);

  it('loads the remote at once and starts the page’s requests once the pointer has rested', async () => {
    entry().onMouseEnter();
    expect(warmRemoteMock).toHaveBeenCalledWith('mf-investment');
    jest.advanceTimersByTime(VIEW_INTENT_DELAY_MS - 1);
    expect(queryFn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10);
    expect(queries.getQueryData(['investment', 'AR'])).toBe('answer');
  });

  it('asks for nothing when the pointer or the focus passes on before resting', () => {
    entry().onMouseEnter();
    entry().onMouseLeave();
    entry().onFocus();
    entry().onBlur();
    jest.advanceTimersByTime(VIEW_INTENT_DELAY_MS * 2);
    expect(warmRemoteMock).toHaveBeenCalledTimes(2);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('starts the requests at once when the entry is pressed, and only once', () => {
    entry().onMouseEnter();
    entry().onPointerDown();
    expect(queryFn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(VIEW_INTENT_DELAY_MS * 2);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a remote this page does not load, or one without requests to start', async () => {
    readyRemotePageMock.mockReturnValue(undefined);
    warmRemoteMock.mockReturnValue(null);
    entry().onPointerDown();
    readyRemotePageMock.mockReturnValue({ default: () => null });
    entry().onPointerDown();
    await jest.advanceTimersByTimeAsync(VIEW_INTENT_DELAY_MS * 2);
    expect(queryFn).not.toHaveBeenCalled();
  });

  describe('with the remote’s code still on its way', () => {
    let arrive: () => void;

    beforeEach(() => {
      readyRemotePageMock.mockReturnValue(undefined);
      warmRemoteMock.mockReturnValue(
        new Promise<void>((resolve) => {
          arrive = () => {
            readyRemotePageMock.mockReturnValue(readyPage(queryFn));
            resolve();
          };
        }),
      );
    });

    it('starts the requests of a pressed entry as the code arrives, wherever the pointer is by then', async () => {
      entry().onMouseEnter();
      entry().onPointerDown();
      entry().onMouseLeave();
      expect(queryFn).not.toHaveBeenCalled();
      arrive();
      await jest.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);
    });

    it('starts the requests of an entry rested on as the code arrives, if the pointer is still there', async () => {
      entry().onMouseEnter();
      jest.advanceTimersByTime(VIEW_INTENT_DELAY_MS);
      expect(queryFn).not.toHaveBeenCalled();
      arrive();
      await jest.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);
    });

    it('asks for nothing when the pointer has moved on before the code arrives', async () => {
      entry().onFocus();
      jest.advanceTimersByTime(VIEW_INTENT_DELAY_MS);
      entry().onBlur();
      arrive();
      await jest.advanceTimersByTimeAsync(0);
      expect(queryFn).not.toHaveBeenCalled();
    });
  });

  it('starts no request with the browser saving data, and still loads the code on pointing', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      entry().onPointerDown();
      expect(queryFn).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
    entry().onPointerDown();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps a remote whose list of requests fails from breaking the sidebar', () => {
    readyRemotePageMock.mockReturnValue(
      readyPage(queryFn, () => {
        throw new Error('broken remote');
      }),
    );
    expect(() => entry().onPointerDown()).not.toThrow();
  });
});
