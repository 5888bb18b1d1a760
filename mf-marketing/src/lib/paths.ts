/** The public area's paths (docs/product.md#public-area); every other /marketing path is not found. */
export const MARKETING_PATHS = {
  signup: '/marketing/signup',
  reportList: '/marketing/report-list',
  report: (countryId: string) => `/marketing/report/${encodeURIComponent(countryId)}`,
  spot: (id: string | number) => `/marketing/spot/${encodeURIComponent(String(id))}`,
  /** What is done with a visitor's data, their rights, and the statistics' consent. */
  privacy: '/marketing/privacy',
  /** Where the link of every e-mail to a signed-up visitor leads (`?token=`). */
  unsubscribe: '/marketing/unsubscribe',
} as const;

/** Route patterns, matched against the whole location (the shell mounts the remote at /marketing/*). */
export const MARKETING_PATTERNS = {
  signup: MARKETING_PATHS.signup,
  reportList: MARKETING_PATHS.reportList,
  report: '/marketing/report/:countryId',
  spot: '/marketing/spot/:id',
  privacy: MARKETING_PATHS.privacy,
  unsubscribe: MARKETING_PATHS.unsubscribe,
} as const;

/** Where the header's Dashboard button goes (the login page first when logged out). */
export const DASHBOARD_PATH = '/dashboard/shareofvoice';
