import { matchReceipt, readReceiptText, type MatchDecision, type ReceiptFields } from '@spend/domain';
import type { ReceiptTextReader } from '../extract';
import { goldenFile, type GoldenCase } from './golden';

export interface GoldenOutcome {
  file: string;
  fields: ReceiptFields;
  decision: MatchDecision['kind'];
  /** RIGHT: attached to its transaction, or left to the member where that is right; WRONG: attached to another; ASKED: left to the member. */
  verdict: 'RIGHT' | 'WRONG' | 'ASKED';
}

/** One golden receipt read from its file and matched among its member's transactions, as the API and the reactor do. */
export const evaluateCase = async (reader: ReceiptTextReader, c: GoldenCase, bytes: Buffer = goldenFile(c)): Promise<GoldenOutcome> => {
  const fields = readReceiptText((await reader.read(bytes, c.contentType)).text);
  const decision = matchReceipt(fields, c.transactions.map((t) => ({ ...t, hasReceipt: false })));
  const attached = decision.kind === 'CONFIDENT' ? decision.transactionId : null;
  const verdict = attached === null ? (c.expected === null ? 'RIGHT' : 'ASKED') : attached === c.expected ? 'RIGHT' : 'WRONG';
  return { file: c.file, fields, decision: decision.kind, verdict };
};

/** Accuracy: the share of receipts with the right outcome; wrong: receipts attached to a wrong transaction. */
export const score = (outcomes: readonly GoldenOutcome[]) => ({
  accuracy: outcomes.filter((o) => o.verdict === 'RIGHT').length / outcomes.length,
  wrong: outcomes.filter((o) => o.verdict === 'WRONG').length,
});
