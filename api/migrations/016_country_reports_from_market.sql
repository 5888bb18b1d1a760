-- The public area's country reports are made from the market now (src/features/marketing/country-reports/),
-- one per country of the market. The placeholder records and PDFs seeded before (Spanish, dated 2023,
-- six countries and Spain) go; records an operator wrote into the table stay.
create temporary table placeholder_documents on commit drop as
  select id from marketing_documents
  where file_name ~ '^informe-[a-z]{2}-2023\.pdf$'
    and encode(bytes, 'escape') like '%Documento de muestra generado por la API de referencia.%';

delete from marketing_records
where name ~ '^Publicidad digital en .+ 2023$'
  and jsonb_array_length(docs) = 1
  and docs -> 0 ->> 'url' in (select '/api/v2/marketing/docs/' || id from placeholder_documents);

delete from marketing_documents where id in (select id from placeholder_documents);
