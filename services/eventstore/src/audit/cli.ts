import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { parseEnv } from '@spend/domain';
import { loadServiceConfig } from '@spend/runtime';
import type { Anchor } from './anchors';
import { describeVerification } from './report';
import { chainsOf, verifyChain } from './verify-chain';

/**
 * `npm run audit:verify -- [companyId] [--anchor <position>:<digest>:<streams>] [--from-anchor]`:
 * recomputes the hash chain of every stream of a company (of every company without a company id)
 * and prints one line per company naming the first broken link, if any. With an anchor (as the
 * anchor store keeps it) the digest of the company's stream heads at its position is checked too;
 * `--from-anchor` starts there instead of at the first event. Exits 1 when something is broken, 2 on
 * bad input. Reads only: the projector's role suffices.
 */
const config = loadServiceConfig(() =>
  parseEnv(z.object({ DATABASE_URL: z.url().default('postgres://spend_projector@127.0.0.1:5432/spend') }), process.env),
);
const { values, positionals } = parseArgs({ options: { anchor: { type: 'string' }, 'from-anchor': { type: 'boolean' } }, allowPositionals: true });
const companyId = positionals[0];
if (companyId !== undefined && !z.uuid().safeParse(companyId).success) {
  console.error(`Not a company id: ${companyId}`);
  process.exit(2);
}
const written = /^(\d+):([0-9a-f]{64}):(\d+)$/.exec(values.anchor ?? '');
if ((values.anchor !== undefined && (!written || !companyId)) || (values['from-anchor'] && !written)) {
  console.error('--anchor needs a company id and an anchor written <position>:<64 hex digits>:<streams>; --from-anchor needs --anchor');
  process.exit(2);
}
const anchor: Anchor | null = written ? { position: BigInt(written[1]!), digest: written[2]!, streams: Number(written[3]) } : null;

const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
try {
  let broken = false;
  for (const company of companyId ? [companyId] : await chainsOf(pool)) {
    const verification = await verifyChain(pool, company, { anchor, fromAnchor: values['from-anchor'] ?? false });
    broken ||= verification.broken !== null;
    console.log(describeVerification(verification));
  }
  process.exitCode = broken ? 1 : 0;
} finally {
  await pool.end();
}
