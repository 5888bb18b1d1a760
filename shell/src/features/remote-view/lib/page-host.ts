import { todayInProductZone, type HostApi, type PageId } from 'shared-contracts';
import { isSearchPage, pageSearchStore, type PageRules } from '../../search';

/**
 * The host a page's view receives: the shell's, with the search read as that page shows it
 * (`searchForPage`: the countries it covers, its period limit). The store underneath keeps the
 * customer's search whole, so the next view reads it whole.
 */
export function hostForPage(host: HostApi, page: PageId): HostApi {
  if (!isSearchPage(page)) return host;
  const rules = (): PageRules => {
    const claims = host.session.getState().claims;
    return { page, roles: claims?.roles ?? [], allowedCountries: claims?.countries ?? [], today: todayInProductZone() };
  };
  return { ...host, search: pageSearchStore(host.search, rules) };
}
