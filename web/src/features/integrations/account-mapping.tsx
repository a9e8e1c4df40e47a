import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { AccountingOptionsQuery, SetOneCodatAccountMappingMutation, SetOneCodatAccountMappingMutationVariables } from '../../generated/graphql';
import { ListTable, Pager } from '../../ui/list-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { ACCOUNTING_OPTIONS, SET_MAPPING } from './operations';
import styles from './integrations.module.css';

const PAGE = 25;

/**
 * The mapping table: each of our GL codes and the platform account its transactions post to. The
 * write model refuses an account the platform does not have (its message comes back in a toast).
 */
export const AccountMapping = () => {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery<AccountingOptionsQuery>(ACCOUNTING_OPTIONS);
  const [map] = useMutation<SetOneCodatAccountMappingMutation, SetOneCodatAccountMappingMutationVariables>(SET_MAPPING, { refetchQueries: ['AccountingOptions'], awaitRefetchQueries: true });
  const accounts = (data?.codatMappingOptions.accounts ?? []).filter((a) => a.status === 'Active' && a.accountType !== 'Asset');
  const mapped = new Map((data?.codatAccountMappings ?? []).map((m) => [m.generalLedgerId, m.accountId]));
  const gls = data?.generalLedgers.items ?? [];

  const choose = async (generalLedgerId: string, accountId: string, name: string) => {
    try {
      await map({ variables: { generalLedgerId, accountId: accountId || null } });
      toast({ message: accountId ? `${name} now posts to ${accounts.find((a) => a.id === accountId)?.name ?? 'the chosen account'}.` : `${name} is no longer mapped.` });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };

  return (
    <div data-testid="account-mapping">
      <h3>GL code mapping</h3>
      <ListTable headers={['Code', 'GL code', 'Platform account']} loading={loading && !data} count={gls.length}>
        {gls.slice((page - 1) * PAGE, page * PAGE).map((gl) => (
          <tr key={gl.id} data-testid="mapping-row">
            <td>{gl.code ?? '—'}</td>
            <td>{gl.name}</td>
            <td>
              <select aria-label={`Platform account for ${gl.name}`} className={styles.inlineSelect} value={mapped.get(gl.id) ?? ''} onChange={(e) => void choose(gl.id, e.target.value, gl.name)}>
                <option value="">Not mapped</option>
                {accounts.map((a) => <option key={a.id} value={a.id}>{a.nominalCode} {a.name}</option>)}
              </select>
            </td>
          </tr>
        ))}
      </ListTable>
      {gls.length > PAGE && <Pager page={page} count={gls.length} limit={PAGE} onPage={setPage} />}
    </div>
  );
};
