import { useDeferredValue } from 'react';
import { useStore } from 'zustand';
import { isSearchPage, searchForPage, usePageRules, useSearchStore } from '../../search';
import { exportPageLink } from '../lib/export-request';

/**
 * The sidebar's "Export report" link: the report of `page` over the search as that page shows it
 * (docs/decisions.md#one-search-every-view), so the file holds what is on screen. Away from the
 * data pages the report is Share of Voice's, with its rules. Deferred: the link follows a page
 * change in a later render, after the view's first frame (issue 16).
 */
export function useExportPageLink(page: string | null): string | null {
  const rules = usePageRules(page && isSearchPage(page) ? page : 'shareofvoice');
  const search = useDeferredValue(useStore(useSearchStore()));
  return exportPageLink(page, searchForPage(search, rules));
}
