-- Reads by company: tenant snapshots and per-company rebuilds read one company's events, and
-- partitioned projections read the events of one hash partition of companies, without parsing
-- everyone else's. The column is derived from the metadata, so appends are unchanged.
ALTER TABLE events ADD COLUMN company_id text GENERATED ALWAYS AS (metadata->>'companyId') STORED;
CREATE INDEX events_company_order ON events (company_id, transaction_id, global_position);

-- The partition (0 .. partitions-1) a company's events belong to. Stable: a company never moves
-- while the count stays. Events of no company, or of the platform, belong to every partition.
CREATE FUNCTION company_partition(p_company text, p_partitions int) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_company IS NULL OR p_company = '00000000-0000-0000-0000-000000000000' THEN NULL
    ELSE ((hashtext(p_company)::bigint + 2147483648) % p_partitions)::int END
$$;
GRANT EXECUTE ON FUNCTION company_partition(text, int) TO spend_api, spend_projector;
