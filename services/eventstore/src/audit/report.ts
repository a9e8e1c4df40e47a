import type { ChainVerification } from './verify-chain';

/** One chain's verification as the line the CLI prints and the auditor downloads. */
export const describeVerification = (v: ChainVerification): string => {
  const chain = v.companyId === null ? 'platform chain' : `company ${v.companyId}`;
  const from = v.from ? ` from the anchor at position ${v.from.position} (${v.from.hash})` : ' from its first event';
  if (v.broken) {
    const b = v.broken;
    const where = b.revision < 0n ? `the anchor at position ${b.position} is not the hash stored there` : `position ${b.position}: stream ${b.streamName}, revision ${b.revision}, type ${b.eventType}`;
    return `BROKEN ${chain}${from}: ${v.checked} events verified, then the first broken link is ${where} (expected ${b.expected}, stored ${b.stored ?? 'none'})`;
  }
  const last = v.last ? ` up to position ${v.last.position} (head ${v.last.hash})` : '';
  return `OK ${chain}${from}: ${v.checked} events verified${last}`;
};
