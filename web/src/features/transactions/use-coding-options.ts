import { useQuery } from '@apollo/client';
import type { CodingGlCodesQuery, CodingOptionsQuery, GlCodeNamesQuery, ProjectOptionsQuery, TransactionSearchOptionsQuery } from '../../generated/graphql';
import { useCan } from '../../ui/use-can';
import { CODING_GL_CODES, CODING_OPTIONS, GL_CODE_NAMES, PROJECT_OPTIONS, TRANSACTION_SEARCH_OPTIONS } from './coding-operations';

export type CustomFieldOption = CodingOptionsQuery['customFields']['items'][number];
type GlCode = { id: string; name: string; code?: string | null };

/**
 * What a transaction can be coded with; each list its own query, so one the caller may not read leaves
 * the rest. GL codes to pick come from codingOptions (what an admin made available, for whoever codes);
 * admins and analysts also read every GL code's name, so one disabled since still shows on what it coded.
 */
export const useCodingOptions = () => {
  const { can } = useCan();
  const coding = useQuery<CodingOptionsQuery>(CODING_OPTIONS);
  const choices = useQuery<CodingGlCodesQuery>(CODING_GL_CODES, { skip: !can('transactions.edit') });
  const names = useQuery<GlCodeNamesQuery>(GL_CODE_NAMES, { skip: !can('glCode.read') });
  const projectsEnabled = coding.data?.company.isProjectsEnabled ?? false;
  const projects = useQuery<ProjectOptionsQuery>(PROJECT_OPTIONS, { skip: !projectsEnabled });
  const search = useQuery<TransactionSearchOptionsQuery>(TRANSACTION_SEARCH_OPTIONS);
  const generalLedgers: GlCode[] = choices.data?.codingOptions.generalLedgers ?? [];
  const known: GlCode[] = names.data?.generalLedgers.items ?? generalLedgers;
  return {
    generalLedgers,
    /** The GL codes to pick from, with `current` kept when it is no longer offered (else the select would read None). */
    glChoices: (current: string | null | undefined): GlCode[] => {
      if (!current || generalLedgers.some((gl) => gl.id === current)) return generalLedgers;
      return [...generalLedgers, known.find((gl) => gl.id === current) ?? { id: current, name: 'A GL code no longer offered' }];
    },
    /** A GL code's label by id, disabled ones included where the caller may read them. */
    glName: (id: string | null | undefined): string => {
      const gl = known.find((g) => g.id === id);
      return gl ? glLabel(gl) : '—';
    },
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
