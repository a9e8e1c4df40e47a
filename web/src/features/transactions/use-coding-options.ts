import { useQuery } from '@apollo/client';
import type { CodingOptionsQuery, ProjectOptionsQuery, TransactionSearchOptionsQuery } from '../../generated/graphql';
import { CODING_OPTIONS, PROJECT_OPTIONS, TRANSACTION_SEARCH_OPTIONS } from './coding-operations';

export type CustomFieldOption = CodingOptionsQuery['customFields']['items'][number];

/** What a transaction can be coded with; each list its own query, so one the caller may not read leaves the rest. */
export const useCodingOptions = () => {
  const coding = useQuery<CodingOptionsQuery>(CODING_OPTIONS);
  const projectsEnabled = coding.data?.company.isProjectsEnabled ?? false;
  const projects = useQuery<ProjectOptionsQuery>(PROJECT_OPTIONS, { skip: !projectsEnabled });
  const search = useQuery<TransactionSearchOptionsQuery>(TRANSACTION_SEARCH_OPTIONS);
  return {
    generalLedgers: coding.data?.generalLedgers.items ?? [],
    customFields: coding.data?.customFields.items ?? [],
    projects: projects.data?.projects.items ?? [],
    projectsEnabled,
    invoiceNumbersEnabled: coding.data?.company.isInvoiceNumberEnabled ?? false,
    budgets: search.data?.transactionSearchOptions.budgets ?? [],
    spenders: search.data?.transactionSearchOptions.spenders ?? [],
    cards: search.data?.transactionSearchOptions.cards ?? [],
  };
};

export const glLabel = (gl: { name: string; code?: string | null }) => (gl.code ? `${gl.code} ${gl.name}` : gl.name);
