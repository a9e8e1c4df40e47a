import type { ChainVerification } from './verify-chain';

/** One company's verification as the line the CLI prints and the auditor downloads. */
export const describeVerification = (v: ChainVerification): string => {
  const who = v.companyId === null ? 'events of no company' : `company ${v.companyId}`;
  const from = v.fromAnchor && v.anchor ? ` from the anchor at position ${v.anchor.position}` : ' from its first event';
  const anchorOk = v.anchor && !(v.broken?.kind === 'anchor') ? `, the anchor at position ${v.anchor.position} matches (digest ${v.anchor.digest}, ${v.anchor.streams} streams)` : '';
  if (v.broken) {
    const b = v.broken;
    const event = `position ${b.position}: stream ${b.streamName}, revision ${b.revision}, type ${b.eventType}`;
    const what = b.kind === 'anchor'
      ? `history changed before position ${b.position}: the anchor's digest does not match (anchored ${b.expected} over ${b.streams?.anchored} streams, recomputed ${b.stored} over ${b.streams?.stored})`
      : b.kind === 'gap'
        ? `the first broken link is ${event}, whose stream has no event at revision ${b.revision! - 1n} (removed)`
        : `the first broken link is ${event} (expected ${b.expected}, stored ${b.stored ?? 'none'})`;
    return `BROKEN ${who}${from}: ${v.checked} events verified, then ${what}`;
  }
  const last = v.last ? ` up to position ${v.last.position} (${v.last.streams} streams, digest ${v.last.digest})` : '';
  return `OK ${who}${from}${anchorOk}: ${v.checked} events verified${last}`;
};
