import type { ReadableStore } from 'shared-contracts';

type Listener<T> = (state: T, previous: T) => void;

export interface PausableStore<T> {
  /** Reads and subscribes like the source; while paused it holds the state it had when paused. */
  store: ReadableStore<T>;
  pause(): void;
  /** Ends the pause and tells every subscriber once if the state changed meanwhile. */
  resume(): void;
}

/**
 * A view of a store that can stop passing changes on: a hidden view the shell keeps
 * (app/layout/kept-views.tsx) reads the search through one, so a new search or a renewed token
 * neither renders nor refetches it until it shows again.
 */
export function pausableStore<T>(source: ReadableStore<T>): PausableStore<T> {
  let held: { state: T } | null = null;
  const listeners = new Set<Listener<T>>();
  const store: ReadableStore<T> = {
    getState: () => (held ? held.state : source.getState()),
    getInitialState: () => source.getInitialState(),
    subscribe(listener) {
      listeners.add(listener);
      const stop = source.subscribe((state, previous) => {
        if (!held) listener(state, previous);
      });
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
  };
  return {
    store,
    pause() {
      held ??= { state: source.getState() };
    },
    resume() {
      if (!held) return;
      const previous = held.state;
      held = null;
      const state = source.getState();
      if (state !== previous) for (const listener of [...listeners]) listener(state, previous);
    },
  };
}
