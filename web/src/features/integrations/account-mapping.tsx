import { useMutation, useQuery } from '@apollo/client';
import type { AccountingOptionsQuery, SetOneCodatAccountMappingMutation, SetOneCodatAccountMappingMutationVariables } from '../../generated/graphql';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { useLocalList } from '../../ui/local-list';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { ACCOUNTING_OPTIONS, SET_MAPPING } from './operations';
import styles from './integrations.module.css';

/** Spec 9: other lists, limit 25 from page 1. */
const DEFAULTS = { limit: '25', page: '1' } as const;

type Gl = AccountingOptionsQuery['generalLedgers']['items'][number];
const SORTERS = { code: (gl: Gl) => gl.code, name: (gl: Gl) => gl.name };

/**
 * The mapping table: each of our GL codes and the platform account its transactions post to. The
 * write model refuses an account the platform does not have (its message comes back in a toast).
 */
export const AccountMapping = () => {
  const toast = useToast();
  const { data, error } = useQuery<AccountingOptionsQuery>(ACCOUNTING_OPTIONS);
  // The answer is the company's mappings whole: they replace the cached ones without a read.
  const [map] = useMutation<SetOneCodatAccountMappingMutation, SetOneCodatAccountMappingMutationVariables>(SET_MAPPING, {
    update: (cache, { data: saved }) => saved && cache.modify({ fields: { codatAccountMappings: () => saved.setOneCodatAccountMapping } }),
  });
  const accounts = (data?.codatMappingOptions.accounts ?? []).filter((a) => a.status === 'Active' && a.accountType !== 'Asset');
  const mapped = new Map((data?.codatAccountMappings ?? []).map((m) => [m.generalLedgerId, m.accountId]));
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
  ];

  return (
    // The run log's "not ready" links here.
    <div data-testid="account-mapping" id="gl-mapping">
      <h3>GL code mapping</h3>
      <DataTable id="account-mapping" label="GL code mapping" columns={columns} rows={rows} error={error?.message} list={list}
        rowKey={(gl) => gl.id} rowProps={() => ({ 'data-testid': 'mapping-row' })} />
    </div>
  );
};
