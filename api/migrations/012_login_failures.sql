-- Failed logins, counted where every replica sees them and a restart forgets nothing
-- (docs/decisions.md, "Failed logins"). One row per thing counted: an account or a client address
-- (for clients without a device cookie of the account), or one device cookie. The login upserts
-- its rows in one statement, so replicas racing on a row never lose a count.
create table login_failures (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('account', 'address', 'device')),
  key text not null,
  window_started_at timestamptz not null default now(),
  failures integer not null default 1,
  last_failure_at timestamptz not null default now(),
  locked_at timestamptz,
  locked_until timestamptz,
  unique (kind, key)
);

-- The super admin's list of recent lockouts, and the sweep of rows whose window and lock are over.
create index login_failures_locked_until_idx on login_failures (locked_until);
create index login_failures_window_idx on login_failures (window_started_at);
