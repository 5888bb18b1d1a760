import { warmRemote } from './warm-remote';
import { warmWhenIdle, type IdleScheduler } from './warm-when-idle';

jest.mock('./warm-remote', () => ({ warmRemote: jest.fn() }));
const warmRemoteMock = jest.mocked(warmRemote);

/** Idle moments the test hands out one at a time. */
function idleMoments() {
  const pending: (() => void)[] = [];
  const schedule: IdleScheduler = (task) => {
    pending.push(task);
    return () => pending.splice(pending.indexOf(task), 1);
  };
  return { schedule, pending, next: () => pending.shift()?.() };
}

describe('warmWhenIdle', () => {
  beforeEach(() => warmRemoteMock.mockReset());

  it('warms one remote per idle moment, in order', () => {
    const idle = idleMoments();
    warmWhenIdle(['mf-investment', 'mf-campaigns', 'mf-snapshots'], idle.schedule);
    expect(warmRemoteMock).not.toHaveBeenCalled();
    idle.next();
    expect(warmRemoteMock.mock.calls).toEqual([['mf-investment']]);
    idle.next();
    idle.next();
    expect(warmRemoteMock.mock.calls).toEqual([['mf-investment'], ['mf-campaigns'], ['mf-snapshots']]);
    expect(idle.pending).toHaveLength(0);
  });

  it('stops when cancelled, the moment already asked for included', () => {
    const idle = idleMoments();
    const stop = warmWhenIdle(['mf-investment', 'mf-campaigns'], idle.schedule);
    idle.next();
    stop();
    expect(idle.pending).toHaveLength(0);
    expect(warmRemoteMock.mock.calls).toEqual([['mf-investment']]);
  });

  it('warms nothing when the browser saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const idle = idleMoments();
      warmWhenIdle(['mf-investment'], idle.schedule);
      expect(idle.pending).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
