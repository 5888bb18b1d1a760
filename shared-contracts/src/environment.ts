/** The remotes of the suite: package name -> federation name (a JS identifier). */
export const REMOTES = {
  'mf-sov': 'mf_sov',
  'mf-investment': 'mf_investment',
  'mf-snapshots': 'mf_snapshots',
  'mf-campaigns': 'mf_campaigns',
  'mf-account': 'mf_account',
  'mf-marketing': 'mf_marketing',
} as const;

export type RemoteId = keyof typeof REMOTES;

export const REMOTE_IDS = Object.keys(REMOTES) as RemoteId[];

/** The module every remote exposes: its page component and its contract version. */
export const REMOTE_EXPOSED_MODULE = 'App';

/** One remote as an environment pins it. */
export interface RemotePin {
  version: string;
  /** Absolute URL of the version's `mf-manifest.json`. */
  manifestUrl: string;
}

/** URLs of services the product links to; a widget with no URL is hidden. */
export interface ExternalUrls {
  adminUrl?: string;
  customerCenterUrl?: string;
  supportEmail?: string;
  chatUrl?: string;
  whatsappUrl?: string;
  /**
   * Where the analytics tracker posts its batches (`{ events: [...] }`); absent: the API's
   * `POST {apiBase}/v2/analytics/events`. The bearer token goes only to a same-origin URL.
   */
  analyticsUrl?: string;
  /** The public area's footer links; a network with no URL is not shown. */
  social?: SocialLinks;
}

/** Social networks the public area's footer can link to. */
export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'x' | 'youtube';

export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** `environments/<env>.json`, served by the shell as `/env.json`. */
export interface EnvironmentFile {
  name: string;
  production: boolean;
  apiBase: string;
  remotes: Record<RemoteId, RemotePin>;
  external: ExternalUrls;
  /**
   * Origins (`https://cdn.example.com`) manifests may be loaded from. In production only these
   * are ever loaded; outside production they bound where a QA override may point.
   */
  allowedOrigins?: string[];
}
