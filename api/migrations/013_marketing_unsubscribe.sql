-- A signed-up visitor who unsubscribes is mailed no more (docs/decisions.md, "A visitor's data").
-- Only the address and the date stay then, so that no later mail reaches it: the rest of the
-- sign-up is deleted at once, hence the details may be null, but only once unsubscribed.
alter table marketing_signups add column unsubscribed_at timestamptz;
alter table marketing_signups alter column fname drop not null;
alter table marketing_signups alter column company drop not null;
alter table marketing_signups alter column rubro drop not null;
alter table marketing_signups alter column country drop not null;
alter table marketing_signups add constraint marketing_signups_details_while_subscribed check (
  unsubscribed_at is not null
  or (fname is not null and company is not null and rubro is not null and country is not null)
);
