import { monthHistory, project, proveMonth } from '@spend/projections/month-proof';
import { recorded, setUpReadModels } from '@spend/projections/testing';
import { report } from './report';

/**
 * books.month: the month proof's mismatches (value, must be 0) against the number of money
 * figures it compared (baseline): a month of a company decided by the real deciders (see
 * projections/src/month-proof/scenario.ts), applied to the read models in runner-sized batches,
 * and every figure compared to the cent with an oracle that folds the event history alone.
 */
export const run = async (): Promise<void> => {
  const rm = await setUpReadModels('bench_books_month');
  try {
    const { companyId, events } = monthHistory({ budgets: 6, purchasesPerDay: 20 });
    await project((projection, batch) => rm.apply(projection, batch), events.map((e) => recorded(e, { companyId })));
    const { figures, mismatches } = await proveMonth(rm.projector, companyId, events);
    for (const m of mismatches.slice(0, 20)) console.error(m);
    report('books.month', mismatches.length, 'mismatches', figures);
  } finally {
    await rm.close();
  }
};
