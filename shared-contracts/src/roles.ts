import type { PageId } from './pages';

/** Roles the token may carry (docs/product.md#roles). */
export const ROLES = {
  superAdmin: 'ROLE_SUPER_ADMIN',
  demo: 'ROLE_FEATURE_DEMO',
  campaign: 'ROLE_FEATURE_CAMPAIGN',
  shareOfVoice: 'ROLE_FEATURE_SHARE_OF_VOICE',
  investment: 'ROLE_FEATURE_INVESTMENT',
  audiences: 'ROLE_FEATURE_AUDIENCES',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * The role a page needs (any one of a list), or null when every logged-in user may see it.
 * Compare is for Share of Voice or Real-Time Spend customers (docs/decisions.md#compare-beyond-the-spec).
 */
export const PAGE_REQUIRED_ROLE: Readonly<Record<PageId, Role | readonly Role[] | null>> = {
  shareofvoice: ROLES.shareOfVoice,
  snapshots: ROLES.shareOfVoice,
  compare: [ROLES.shareOfVoice, ROLES.investment],
  investment: ROLES.investment,
  campaigns: ROLES.campaign,
  spotslist: ROLES.campaign,
  home: null,
  account: null,
  export: null,
  myreports: null,
  support: null,
  guides: null,
  whatsapp: null,
};

export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.includes(role);
}

/** Whether a user with these roles may open the page. */
export function canSeePage(roles: readonly string[], page: PageId): boolean {
  const required = PAGE_REQUIRED_ROLE[page];
  if (required === null) return true;
  return typeof required === 'string' ? roles.includes(required) : required.some((role) => roles.includes(role));
}
