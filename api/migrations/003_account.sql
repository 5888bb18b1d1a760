-- What a user keeps and receives besides the market: saved reports, alerts, messages, help
-- tickets, the e-mail outbox, Home's news, the public marketing area and analytics events.

create table saved_reports (
  id serial primary key,
  user_id uuid not null references users (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  frequency text not null check (frequency in ('daily', 'weekly', 'monthly', 'never')),
  formats text[] not null default '{}',
  enabled boolean not null default true,
  -- The search it replays (SavedReportParameters).
  parameters jsonb not null,
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  -- When the scheduler last e-mailed it; null until the first sending.
  last_sent_at timestamptz,
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now()
);
create index saved_reports_user_idx on saved_reports (user_id);

create table alerts (
  id serial primary key,
  user_id uuid not null references users (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  -- FilterItem[]: {id, label, value}; at most 4, checked by the API.
  advertisers jsonb not null default '[]'::jsonb,
  -- When the weekly digest of new campaigns was last e-mailed.
  last_digest_at timestamptz,
  created_at timestamptz not null default now()
);
create index alerts_user_idx on alerts (user_id);

-- A message for one user, or for everyone when user_id is null. html is trusted server content,
-- still sanitised by the client (docs/decisions.md#untrusted-content).
create table user_messages (
  id serial primary key,
  user_id uuid references users (id) on delete cascade,
  name text not null,
  html text not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index user_messages_user_idx on user_messages (user_id);

create table help_tickets (
  id serial primary key,
  -- Who sent it (the bearer), so that they can read it back.
  user_id uuid references users (id) on delete set null,
  email text not null,
  title text not null,
  message text not null,
  message_type text not null,
  company text not null default '',
  country text not null,
  name text not null,
  file_name text,
  file_mime text,
  file_bytes bytea,
  created_at timestamptz not null default now()
);

-- Every e-mail the API sends. Without SMTP this table is the delivery: sent_at stays null.
create table outbox (
  id serial primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  attachment_name text,
  attachment_bytes bytea,
  kind text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_created_idx on outbox (created_at);

create table news_cards (
  id serial primary key,
  type text not null,
  title text not null,
  body text not null,
  -- [{label, href}]
  links jsonb not null default '[]'::jsonb,
  position integer not null default 0,
  created_at timestamptz not null default now()
);

-- The reports table of the public marketing area (docs/product.md#public-area).
create table marketing_records (
  id serial primary key,
  name text not null,
  description text not null,
  flag_image_url text not null,
  -- [{name, url}]
  docs jsonb not null default '[]'::jsonb,
  country text not null,
  position integer not null default 0
);
create index marketing_records_country_idx on marketing_records (country);

-- Files the marketing records link to, served by the API.
create table marketing_documents (
  id serial primary key,
  file_name text not null,
  mime_type text not null,
  bytes bytea not null
);

create table marketing_signups (
  id serial primary key,
  -- Lower-cased, so that one address signs up once whatever its case.
  email text not null unique check (email = lower(email)),
  fname text not null,
  company text not null,
  rubro text not null check (rubro in ('media', 'agency', 'advertiser')),
  country text not null,
  created_at timestamptz not null default now()
);

create table analytics_events (
  id bigserial primary key,
  event text not null,
  props jsonb not null default '{}'::jsonb,
  user_id uuid references users (id) on delete set null,
  -- When it happened, as the client said; created_at is when the API stored it.
  occurred_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index analytics_events_event_idx on analytics_events (event, occurred_at);

-- Reset requests, keyed by the e-mail asked for (known or not) so that the 2-hour limit looks
-- the same for every address. Only a SHA-256 of the reset token is kept.
create table password_reset_requests (
  id serial primary key,
  email text not null,
  user_id uuid references users (id) on delete cascade,
  token_hash text unique,
  expires_at timestamptz,
  used_at timestamptz,
  requested_at timestamptz not null default now()
);
create index password_reset_requests_email_idx on password_reset_requests (email, requested_at);
