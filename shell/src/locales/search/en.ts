import { BREAKDOWN_NAMES } from 'shared-contracts';

/** English texts of the search toolbar (namespace `shell`); the spec's messages as written. */
export const searchEn = {
  search: {
    toolbar: 'Search toolbar',
    countries: {
      button: 'Countries: {{countries}}',
      none: 'none',
      titleMany: 'Select countries',
      titleOne: 'Select a country',
      apply: 'Apply',
      cancel: 'Cancel',
    },
    pageNotes: {
      label: 'What this view shows of your search',
      oneCountry: '{{view}} shows one country: {{country}}. The other views keep your countries.',
      notCovered: '{{view}} does not cover {{countries}}: it shows {{shown}}.',
      periodSnapshots: '{{view}} shows at most 3 months: {{start}} – {{end}}. The other views keep your period.',
      periodShown: '{{view}} shows {{start}} – {{end}}.',
    },
    dates: {
      label: 'Period',
      start: 'Start date',
      end: 'End date',
      presets: {
        last2Weeks: 'Last 2 weeks',
        currentMonth: 'Current month',
        lastMonth: 'Last month',
        yearToDate: 'Year to date',
        lastYear: 'Last year',
      },
    },
    advanced: {
      button: 'Advanced search',
      buttonCount_one: 'Advanced search ({{count}} active filter group)',
      buttonCount_other: 'Advanced search ({{count}} active filter groups)',
      title: 'Advanced search',
      search: 'Search',
      close: 'Close',
      typeMore: 'Type at least 2 characters',
      more: 'More results',
      noResults: 'No results',
      loading: 'Loading…',
    },
    groups: {
      ...BREAKDOWN_NAMES.en,
      excludedPublishers: 'Excluded publishers',
    },
    chips: {
      queued: 'Queued filters',
      applied: 'Applied filters',
      remove: 'Remove {{label}}',
    },
    actions: {
      apply: 'Apply',
      clear: 'Clear filters',
      newTab: 'Search in new tab',
      share: 'Share',
      alerts: 'Alerts',
      downloadSnapshot: 'Download snapshot',
    },
    share: {
      copied: 'Link copied',
      copyFailed: 'The link could not be copied. Copy it from here: {{url}}',
      invalid: 'This search link could not be read (its {{part}}). Your current search was kept.',
      countriesNotAllowed:
        'The countries of this search are not available to your account. Your current search was kept.',
      parts: {
        countries: 'countries',
        dates: 'dates',
        tab: 'tab',
        filters: 'filters',
        snapshot: 'snapshot type or filter',
        compare: 'what to compare',
      },
    },
    tabs: {
      label: 'Breakdown',
      ...BREAKDOWN_NAMES.en,
    },
    snapshots: {
      type: 'Snapshot by',
      filter: 'Quick search',
      noCountry: 'Select a country first.',
      downloadFailed: 'The snapshot could not be downloaded: {{message}}',
      unsafeLink: 'The snapshot link points to another site and was not opened.',
    },
  },
  autoFilters: {
    alert: 'The advertiser and product filters apply to this breakdown too: it only shows data of the filtered items.',
  },
};

/** The spec's error keys of the search (`errors.filters`, `errors.daterange.*`), kept as written. */
export const searchErrorsEn = {
  filters: 'This filter is selected already.',
  // i18next reads `errors.filters.sources` as this flat key, beside the string `errors.filters`.
  'filters.sources': "Can't select more than one filter in this section.",
  daterange: {
    periodInvestment: 'This range is not valid, select more than 14 days',
    periodSnaps: 'This range is not valid, select at most 3 months',
    periodTotalMonths: 'This range is not valid, select at most 12 months',
  },
};
