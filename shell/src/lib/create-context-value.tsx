import { createContext, useContext, type ReactNode } from 'react';

/**
 * A context for one value created once by the shell (a store, a controller), with a hook that
 * fails loudly when a component renders outside its provider instead of reading undefined.
 */
export function createContextValue<T>(name: string) {
  const Context = createContext<T | null>(null);
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function useValue(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`${name} is used outside its provider`);
    return value;
  }
  return [Provider, useValue] as const;
}
