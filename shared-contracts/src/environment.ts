// The environment file's shape, written once as a schema: the shell validates `/env.json` with
// it and the remotes CLI validates `environments/<env>.json` with it, and the types below come
// from it. This file imports nothing but valibot and the remote registry (JSON), so Node runs it
// as it is (type stripping) for the CLI.
import * as v from 'valibot';
import registry from '../remotes.json' with { type: 'json' };

/**
 * The remotes of the suite: package name -> federation name (a JS identifier). Written once, in
 * shared-contracts/remotes.json (with each remote's port and title); docs/adding-a-remote.md.
 */
export const REMOTES = Object.fromEntries(
  Object.entries(registry).map(([remote, entry]) => [remote, entry.federationName]),
) as Record<RemoteId, string>;

export type RemoteId = keyof typeof registry;

export const REMOTE_IDS = Object.keys(registry) as RemoteId[];

/** The module every remote exposes: its page component and its contract version. */
export const REMOTE_EXPOSED_MODULE = 'App';

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const versionSchema = v.pipe(v.string(), v.regex(VERSION, 'must be a version such as 1.2.0'));
const absoluteUrlSchema = v.pipe(v.string(), v.url('must be an absolute URL'));
const originSchema = v.pipe(
  v.string(),
  v.url('must be an origin such as https://cdn.example.com'),
  v.check((value) => new URL(value).origin === value, 'must be an origin, without a path'),
);

/**
 * A version given to a share of users besides the stable pin. Each user falls on one side by a
 * stable hash of their id, so the same person sees the same version in every tab and every day.
 */
const canaryPinSchema = v.strictObject({
  version: versionSchema,
  /** Absolute URL of the canary version's `mf-manifest.json`. */
  manifestUrl: absoluteUrlSchema,
  /** Share of users, 0 (nobody) to 100 (everybody), who load the canary. */
  percent: v.pipe(v.number(), v.minValue(0, 'must be 0 to 100'), v.maxValue(100, 'must be 0 to 100')),
});

/** One remote as an environment pins it. */
const remotePinSchema = v.strictObject({
  version: versionSchema,
  /** Absolute URL of the version's `mf-manifest.json`. */
  manifestUrl: absoluteUrlSchema,
  canary: v.optional(canaryPinSchema),
});

/**
 * When the API withdraws a canary by itself: at least `minFailures` failed loads (or renders)
 * of it, and more than `failurePercent` % of its loads, within the last `windowMinutes`. Stable
 * pins are never withdrawn. The event goes to the outbox, addressed to `notify` (else the
 * support address).
 */
const canaryRollbackSchema = v.strictObject({
  minFailures: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1')),
  failurePercent: v.pipe(v.number(), v.minValue(0, 'must be 0 to 100'), v.maxValue(100, 'must be 0 to 100')),
  windowMinutes: v.pipe(
    v.number(),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be 1 to 1440'),
    v.maxValue(1440, 'must be 1 to 1440'),
  ),
  notify: v.optional(v.pipe(v.string(), v.email('must be an e-mail address'))),
});

/** The policy when an environment file states none: 5 failures and more than 2 % in 10 minutes. */
export const DEFAULT_CANARY_ROLLBACK = { minFailures: 5, failurePercent: 2, windowMinutes: 10 } as const;

/** Social networks the public area's footer can link to. */
const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] as const;

const externalUrlsSchema = v.strictObject({
  adminUrl: v.optional(absoluteUrlSchema),
  customerCenterUrl: v.optional(absoluteUrlSchema),
  supportEmail: v.optional(v.pipe(v.string(), v.email('must be an e-mail address'))),
  chatUrl: v.optional(absoluteUrlSchema),
  whatsappUrl: v.optional(absoluteUrlSchema),
  /**
   * Where the analytics tracker posts its batches (`{ events: [...] }`); absent: the API's
   * `POST {apiBase}/v2/analytics/events`. The bearer token goes only to a same-origin URL.
   */
  analyticsUrl: v.optional(v.string()),
  /** The public area's footer links; a network with no URL is not shown. */
  social: v.optional(v.record(v.picklist(SOCIAL_NETWORKS), absoluteUrlSchema)),
});

/** `environments/<env>.json`, served by the shell as `/env.json`. */
export const environmentFileSchema = v.strictObject({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/i, 'must be a plain name such as qa')),
  production: v.boolean(),
  apiBase: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  /** A remote left out is not loaded: its view says so and the rest of the suite works. */
  remotes: v.record(v.picklist(REMOTE_IDS), remotePinSchema),
  /** URLs of services the product links to; a widget with no URL is hidden. */
  external: externalUrlsSchema,
  /**
   * Origins (`https://cdn.example.com`) manifests may be loaded from. In production only these
   * are ever loaded; outside production they bound where a QA override may point.
   */
  allowedOrigins: v.optional(v.array(originSchema)),
  canaryRollback: v.optional(canaryRollbackSchema),
});

export type EnvironmentFile = v.InferOutput<typeof environmentFileSchema>;
export type RemotePin = v.InferOutput<typeof remotePinSchema>;
export type CanaryPin = v.InferOutput<typeof canaryPinSchema>;
export type CanaryRollbackPolicy = v.InferOutput<typeof canaryRollbackSchema>;
export type ExternalUrls = v.InferOutput<typeof externalUrlsSchema>;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** Where a file breaks the schema: the field's path and what it must be, one line per issue. */
export type EnvironmentCheck = { ok: true; environment: EnvironmentFile } | { ok: false; problems: string[] };

function pathOf(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length ? keys.join('.') : '(the file)';
}

/** Checks a parsed environment file; each problem names its field (`remotes.mf-sov.version`). */
export function checkEnvironmentFile(value: unknown): EnvironmentCheck {
  const result = v.safeParse(environmentFileSchema, value);
  if (result.success) return { ok: true, environment: result.output };
  return { ok: false, problems: result.issues.map((issue) => `${pathOf(issue)}: ${issue.message}`) };
}
