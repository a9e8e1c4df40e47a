-- The default transactions list leaves declines out (they are not spend), and so does its kept count
-- (CountDeltas): the counts lose the declines they held.
UPDATE transaction_counts c SET live = live - d.n
FROM (SELECT company_id, count(*) AS n FROM transactions WHERE status = 'Declined' AND deleted_at IS NULL GROUP BY company_id) d
WHERE d.company_id = c.company_id;
