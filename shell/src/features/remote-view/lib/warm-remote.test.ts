import { loadRemote } from '@module-federation/enhanced/runtime';
import { warmRemote } from './warm-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
// This page's plan: Share of Voice and Real-Time Spend load, Snapshots was refused, no others.
jest.mock('./remote-plan', () => ({
  getRemotePlan: () => ({
    entries: {
      'mf-sov': { remote: 'mf-sov', refused: false },
      'mf-investment': { remote: 'mf-investment', refused: false },
      'mf-snapshots': { remote: 'mf-snapshots', refused: true },
    },
  }),
}));
const loadRemoteMock = jest.mocked(loadRemote);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warmRemote', () => {
  beforeEach(() => loadRemoteMock.mockReset());

  it('loads a remote page once however often its entry is pointed at', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => null });
    warmRemote('mf-sov');
    warmRemote('mf-sov');
    await settle();
    warmRemote('mf-sov');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_sov/App');
  });

  it('tries again after a failed attempt', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: () => null });
    warmRemote('mf-investment');
    await settle();
    warmRemote('mf-investment');
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('leaves alone a remote the plan refused or does not load', () => {
    expect(warmRemote('mf-snapshots')).toBeNull();
    expect(warmRemote('mf-account')).toBeNull();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('hands every caller the same attempt, settled once the page is loaded or the load failed', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => null });
    const first = warmRemote('mf-sov');
    expect(warmRemote('mf-sov')).toBe(first);
    await expect(first).resolves.toBeUndefined();
    loadRemoteMock.mockRejectedValueOnce(new Error('down'));
    await expect(warmRemote('mf-investment')).resolves.toBeUndefined();
  });
});
