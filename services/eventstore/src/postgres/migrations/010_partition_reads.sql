-- A partition's read (partitioned projections) as index range scans instead of a walk over $all that
-- keeps one event in `partitions`: its companies' events in order, for the default count
-- (PROJECTION_PARTITIONS = 4; another count reads the same way, walking events_all_order), and the
-- events every partition shares (of no company, or of the platform), which are few.
CREATE INDEX events_partition4_order ON events (company_partition(company_id, 4), transaction_id, global_position);
CREATE INDEX events_shared_order ON events (transaction_id, global_position)
  WHERE company_id IS NULL OR company_id = '00000000-0000-0000-0000-000000000000';
