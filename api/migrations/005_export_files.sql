-- Files made by the exports (Excel, PDF, CSV), kept for a short while so that the link the
-- browser opens in a new tab can fetch them. Stored in the database, not on disk, so any
-- replica can serve the download. Only a SHA-256 of the link's secret is kept.
create table export_files (
  id serial primary key,
  token_hash text not null unique,
  user_id uuid references users (id) on delete cascade,
  file_name text not null,
  content_type text not null,
  bytes bytea not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index export_files_expires_idx on export_files (expires_at);
