-- Accounts and the refresh tokens that renew their short-lived access tokens.

create table users (
  id uuid primary key default gen_random_uuid(),
  -- Stored lower-cased so that login is case-insensitive with a plain unique index.
  email text not null unique check (email = lower(email)),
  password_hash text not null,
  name text not null default '',
  surname text not null default '',
  roles text[] not null default '{}',
  countries text[] not null default '{}',
  terms_accepted boolean not null default false,
  terms_accepted_at timestamptz,
  language text not null default 'es' check (language in ('es', 'en', 'pt')),
  created_at timestamptz not null default now()
);

-- Only a SHA-256 of each token is kept: a leaked table cannot be replayed as cookies.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

create index refresh_tokens_user_id_idx on refresh_tokens (user_id);
