import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { parseEnv } from '@spend/domain';
import { loadServiceConfig } from '../service';
import { describeVerification } from './report';
import { chainsOf, verifyChain, type ChainPoint } from './verify-chain';

/**
 * `npm run audit:verify -- [companyId] [--from <position>:<hash>]`: recomputes a company's hash
 * chain (every chain without a company id) from its first event or from an anchor, and prints one
 * line per chain naming the first broken link, if any. Exits 1 when a link is broken, 2 on bad input.
 * Reads only: the projector's role suffices.
 */
const config = loadServiceConfig(() =>
  parseEnv(z.object({ DATABASE_URL: z.url().default('postgres://spend_projector@127.0.0.1:5432/spend') }), process.env),
);
const { values, positionals } = parseArgs({ options: { from: { type: 'string' } }, allowPositionals: true });
const companyId = positionals[0];
if (companyId !== undefined && !z.uuid().safeParse(companyId).success) {
  console.error(`Not a company id: ${companyId}`);
  process.exit(2);
}
const anchor = /^(\d+):([0-9a-f]{64})$/.exec(values.from ?? '');
if (values.from !== undefined && (!anchor || !companyId)) {
  console.error('--from needs a company id and an anchor written <position>:<64 hex digits>');
  process.exit(2);
}
const from: ChainPoint | null = anchor ? { position: BigInt(anchor[1]!), hash: anchor[2]! } : null;

const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
try {
  let broken = false;
  for (const chain of companyId ? [companyId] : await chainsOf(pool)) {
    const verification = await verifyChain(pool, chain, { from });
    broken ||= verification.broken !== null;
    console.log(describeVerification(verification));
  }
  process.exitCode = broken ? 1 : 0;
} finally {
  await pool.end();
}
