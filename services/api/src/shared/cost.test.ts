import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { operationWork, WORK } from './cost';

const work = (query: string, variables: Record<string, unknown> = {}) => operationWork(schema, parse(query), variables);

describe('operation work', () => {
  it('multiplies what a list holds by its size: a literal, a variable, the argument default, or the largest page', () => {
    expect(work('{ budgets(take: 10) { items { id owner { id } } } }')).toBe(1 + 10 + 10);
    expect(work('query ($n: Int) { budgets(take: $n) { items { id owner { id } } } }', { n: 40 })).toBe(1 + 40 + 40);
    expect(work('{ budgets { items { id owner { id } } } }')).toBe(1 + 25 + 25);
    expect(work('{ transactions { items { id card { id } } } }')).toBe(1 + 2 * WORK.unsizedPage);
  });

  it('weighs the per-item figures and counts lists inside lists', () => {
    // the page, its 10 items, and for each: its budget, that budget's spent, its card, and the card's budgets (10 counted) with their spent
    expect(work('{ transactions(take: 10) { items { budget { spent } card { budgets { spent } } } } }')).toBe(1 + 10 + 10 * (1 + 5 + 1 + 10 + 10 * 5));
  });

  it('counts fragments and inline fragments, and the issue\'s query is over the limit', () => {
    const fragment = 'fragment F on Transaction { budget { spent } card { budgets { spent } } }';
    expect(work(`{ transactions(take: 10) { items { ...F } } } ${fragment}`)).toBe(work(`{ transactions(take: 10) { items { ... on Transaction { budget { spent } card { budgets { spent } } } } } }`));
    expect(work('{ transactions { items { budget { spent } card { budgets { spent } } } } }')).toBeGreaterThan(WORK.max);
  });
});
