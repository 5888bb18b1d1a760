import { createStore } from 'zustand/vanilla';
import { pausableStore } from './pausable-store';

describe('pausableStore', () => {
  it('passes changes on until paused, holds the state while paused, and tells once on resume', () => {
    const source = createStore(() => ({ countries: ['AR'] }));
    const { store, pause, resume } = pausableStore(source);
    const seen: string[][] = [];
    store.subscribe((state) => seen.push(state.countries));

    source.setState({ countries: ['AR', 'BR'] });
    expect(seen).toEqual([['AR', 'BR']]);

    pause();
    source.setState({ countries: ['CL'] });
    source.setState({ countries: ['CO'] });
    expect(store.getState().countries).toEqual(['AR', 'BR']);
    expect(seen).toHaveLength(1);

    resume();
    expect(store.getState().countries).toEqual(['CO']);
    expect(seen).toEqual([['AR', 'BR'], ['CO']]);
  });

  it('tells nobody on resume when nothing changed, and stops telling an unsubscribed listener', () => {
    const source = createStore(() => ({ countries: ['AR'] }));
    const { store, pause, resume } = pausableStore(source);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    pause();
    resume();
    expect(listener).not.toHaveBeenCalled();

    unsubscribe();
    source.setState({ countries: ['BR'] });
    pause();
    source.setState({ countries: ['CL'] });
    resume();
    expect(listener).not.toHaveBeenCalled();
  });
});
