import { useMutation, useQuery } from '@apollo/client';
import type {
  AccountingOptionsQuery, ConfirmCodatAccountMappingsMutation, ConfirmCodatAccountMappingsMutationVariables, SetOneCodatAccountMappingMutation, SetOneCodatAccountMappingMutationVariables,
} from '../../generated/graphql';
import { AlertBanner } from '../../ui/alert-banner';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { useLocalList } from '../../ui/local-list';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { ACCOUNTING_OPTIONS, CONFIRM_MAPPINGS, SET_MAPPING } from './operations';
import styles from './integrations.module.css';

/** Spec 9: other lists, limit 25 from page 1. */
const DEFAULTS = { limit: '25', page: '1' } as const;

type Gl = AccountingOptionsQuery['generalLedgers']['items'][number];

/** Accounts a GL code may post to: active, not the bank's. */
const mappable = (data: AccountingOptionsQuery | undefined) => (data?.codatMappingOptions.accounts ?? []).filter((a) => a.status === 'Active' && a.accountType !== 'Asset');

/**
 * The proposals still to confirm: of GL codes not mapped yet, to an account still mappable (one
 * archived on the platform since connecting is no proposal any more: confirming it would be refused).
 */
const openProposals = (data: AccountingOptionsQuery | undefined) => {
  const accounts = mappable(data);
  const mapped = new Set((data?.codatAccountMappings ?? []).map((m) => m.generalLedgerId));
  return (data?.codatAccountProposals ?? []).filter((p) => !mapped.has(p.generalLedgerId) && accounts.some((a) => a.id === p.accountId));
};
const SORTERS = { code: (gl: Gl) => gl.code, name: (gl: Gl) => gl.name };

/**
 * The mapping table: each of our GL codes and the platform account its transactions post to, and the
 * account proposed on connect (by number, then name) until the admin confirms it or chooses another.
 * The write model refuses an account the platform does not have (its message comes back in a toast).
 */
export const AccountMapping = () => {
  const toast = useToast();
  const { data, error, refetch } = useQuery<AccountingOptionsQuery>(ACCOUNTING_OPTIONS);
  // The answer is the company's mappings whole: they replace the cached ones without a read.
  const [map] = useMutation<SetOneCodatAccountMappingMutation, SetOneCodatAccountMappingMutationVariables>(SET_MAPPING, {
    update: (cache, { data: saved }) => saved && cache.modify({ fields: { codatAccountMappings: () => saved.setOneCodatAccountMapping } }),
  });
  // Confirming answers the mappings whole; the proposals left are read again (the confirmed ones are gone).
  const [confirm, confirming] = useMutation<ConfirmCodatAccountMappingsMutation, ConfirmCodatAccountMappingsMutationVariables>(CONFIRM_MAPPINGS, {
    update: (cache, { data: saved }) => saved && cache.modify({ fields: { codatAccountMappings: () => saved.confirmCodatAccountMappings } }),
    refetchQueries: ['AccountingOptions'], awaitRefetchQueries: true,
  });
  const accounts = mappable(data);
  const mapped = new Map((data?.codatAccountMappings ?? []).map((m) => [m.generalLedgerId, m.accountId]));
  const proposals = openProposals(data);
  const proposed = new Map(proposals.map((p) => [p.generalLedgerId, accounts.find((a) => a.id === p.accountId)!]));
  const confirmProposals = async () => {
    try {
      // The platform's accounts as they are now: the bookkeeper may have archived one since the page read them.
      const mappings = openProposals((await refetch()).data).map(({ generalLedgerId, accountId }) => ({ generalLedgerId, accountId }));
      if (mappings.length === 0) return;
      await confirm({ variables: { mappings } });
      toast({ message: `Mapping confirmed for ${mappings.length} GL code${mappings.length === 1 ? '' : 's'}.` });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  const { rows, list } = useLocalList(DEFAULTS, data?.generalLedgers.items, SORTERS);

  const choose = async (generalLedgerId: string, accountId: string, name: string) => {
    try {
      await map({ variables: { generalLedgerId, accountId: accountId || null } });
      toast({ message: accountId ? `${name} now posts to ${accounts.find((a) => a.id === accountId)?.name ?? 'the chosen account'}.` : `${name} is no longer mapped.` });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };

  const columns: DataColumn<Gl>[] = [
    { id: 'code', header: 'Code', meta: { sortField: 'code' }, cell: ({ row }) => row.original.code ?? '—' },
    { id: 'name', header: 'GL code', enableHiding: false, meta: { sortField: 'name' }, cell: ({ row }) => row.original.name },
    {
      id: 'account', header: 'Platform account', enableHiding: false,
      cell: ({ row: { original: gl } }) => (
        <select aria-label={`Platform account for ${gl.name}`} className={styles.inlineSelect} value={mapped.get(gl.id) ?? ''} onChange={(e) => void choose(gl.id, e.target.value, gl.name)}>
          <option value="">Not mapped</option>
          {accounts.map((a) => <option key={a.id} value={a.id}>{a.nominalCode} {a.name}</option>)}
        </select>
      ),
    },
    { id: 'proposed', header: 'Proposed', meta: { testId: 'mapping-proposed' }, cell: ({ row: { original: gl } }) => {
      const a = proposed.get(gl.id);
      return a ? `${a.nominalCode} ${a.name}` : '';
    } },
  ];

  return (
    // The run log's "not ready" links here.
    <div data-testid="account-mapping" id="gl-mapping">
      <h3>GL code mapping</h3>
      {proposals.length > 0 && (
        <AlertBanner tone="warning" action={<Button variant="primary" loading={confirming.loading} onClick={() => void confirmProposals()}>Confirm proposed mapping</Button>}>
          {proposals.length} GL code{proposals.length === 1 ? ' has' : 's have'} a proposed platform account (same number, else same name). Nothing posts there until you
          confirm: confirm the proposals, or choose another account in the row, before the first sync.
        </AlertBanner>
      )}
      <DataTable id="account-mapping" label="GL code mapping" columns={columns} rows={rows} error={error?.message} list={list}
        rowKey={(gl) => gl.id} rowProps={() => ({ 'data-testid': 'mapping-row' })} />
    </div>
  );
};
