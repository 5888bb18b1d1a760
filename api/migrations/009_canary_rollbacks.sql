-- Canaries the API withdrew by itself because real browsers failed to load or render them
-- (docs/decisions.md, "Canary rollback"). The shell reads them on every page load and stops
-- assigning the version; a stable pin is never written here.
create table canary_rollbacks (
  id serial primary key,
  env text not null,
  remote text not null,
  version text not null,
  loads integer not null,
  failures integer not null,
  rolled_back_at timestamptz not null default now(),
  unique (env, remote, version)
);

-- The health window and the rollback check read remote-load events by when the API stored them.
create index analytics_events_created_idx on analytics_events (event, created_at);
