import { CLEAR_VALUE, OVERRIDE_PARAM, parseOverrides, type RemoteOverrides } from './remote-overrides';

export interface OverrideParam {
  /** What the URL asks for: overrides, `clear`, or null when it has no such parameter. */
  requested: RemoteOverrides | typeof CLEAR_VALUE | null;
  /** The same address without the parameter (path, query and hash), for history.replaceState. */
  cleanPath: string;
}

/**
 * Reads `?remote-override=` from an address and gives the address without it: the override is
 * remembered in storage, so the router (and a stored deep link) never carries the parameter.
 */
export function takeOverrideParam(href: string): OverrideParam {
  const url = new URL(href);
  const value = url.searchParams.get(OVERRIDE_PARAM);
  url.searchParams.delete(OVERRIDE_PARAM);
  const cleanPath = `${url.pathname}${url.search}${url.hash}`;
  if (value === null) return { requested: null, cleanPath };
  return { requested: value.trim() === CLEAR_VALUE ? CLEAR_VALUE : parseOverrides(value), cleanPath };
}
