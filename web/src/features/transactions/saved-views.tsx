import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { TransactionViewFieldsFragment, TransactionViewsQuery } from '../../generated/graphql';
import { AlertBanner } from '../../ui/alert-banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Select } from '../../ui/select';
import type { TransactionFilters } from './list-filters';
import { DELETE_TRANSACTION_VIEW, TRANSACTION_VIEWS, UPDATE_TRANSACTION_VIEW } from './review-operations';
import { SavedViewDialog, type ViewSettings } from './saved-view-dialog';
import styles from './transactions.module.css';
import { useRun } from './use-run';

/** The query-string key naming the view the list was opened from; never saved in a view itself, nor is the page. */
const VIEW_KEY = 'view';
const NOT_SAVED = new Set([VIEW_KEY, 'page']);

/** The list as shown: its query string (but the view and page) and the columns it hides. */
const currentSettings = (hidden: readonly string[]): ViewSettings => ({
  params: [...new URLSearchParams(window.location.search)].filter(([name]) => !NOT_SAVED.has(name)).map(([name, value]) => ({ name, value })),
  hiddenColumns: [...hidden],
});

/**
 * Saved views of /transactions: pick one (the member's own and those shared in the company) to
 * show its filters, sort and columns; save the list as it is; rename, share or delete one's own. A
 * view whose budget, card or member is gone still opens, without that filter, and says so.
 */
export const SavedViews = ({ f, hidden, onHidden }: { f: TransactionFilters; hidden: readonly string[]; onHidden: (hidden: string[]) => void }) => {
  const { run } = useRun();
  const { data } = useQuery<TransactionViewsQuery>(TRANSACTION_VIEWS);
  const [dialog, setDialog] = useState<'save' | 'edit' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [update] = useMutation(UPDATE_TRANSACTION_VIEW);
  const [remove] = useMutation(DELETE_TRANSACTION_VIEW, { refetchQueries: [TRANSACTION_VIEWS] });
  const views = data?.transactionViews ?? [];
  const view = views.find((v) => v.id === f.get(VIEW_KEY)) ?? null;

  const show = (next: TransactionViewFieldsFragment) => {
    const missing = new Set(next.missing.map((m) => m.param));
    const cleared = Object.fromEntries([...new URLSearchParams(window.location.search).keys()].map((k) => [k, null]));
    const params = Object.fromEntries(next.params.filter((p) => !missing.has(p.name)).map((p) => [p.name, p.value]));
    f.set({ ...cleared, ...params, [VIEW_KEY]: next.id });
    onHidden(next.hiddenColumns);
  };
  const share = (v: TransactionViewFieldsFragment) =>
    run(() => update({ variables: { id: v.id, data: { shared: !v.shared } } }), v.shared ? `${v.name} is no longer shared.` : `${v.name} is shared with the company.`);

  return (
    <>
      <div className={styles.viewBar} role="group" aria-label="Saved views">
        <Select id="view" label="Saved view" value={view?.id ?? ''} placeholder="Saved views" onValueChange={(id) => {
          const next = views.find((v) => v.id === id);
          if (next) show(next);
        }} options={views.map((v) => ({ value: v.id, label: v.isMine ? `${v.name}${v.shared ? ' (shared)' : ''}` : `${v.name} (shared with you)` }))} />
        <Button size="small" onClick={() => setDialog('save')}>Save view</Button>
        {view?.isMine && (
          <>
            <Button size="small" onClick={() => setDialog('edit')}>Rename</Button>
            <Button size="small" onClick={() => void share(view)}>{view.shared ? 'Stop sharing' : 'Share'}</Button>
            <Button size="small" onClick={() => setDeleting(true)}>Delete view</Button>
          </>
        )}
      </div>
      {view && view.missing.length > 0 && (
        <AlertBanner tone="warning" title={`Part of ${view.name} no longer applies`}>
          {view.missing.map((m) => <p key={m.param} data-testid="view-missing">{m.message}</p>)}
        </AlertBanner>
      )}
      <SavedViewDialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)} editing={dialog === 'edit' ? view : null}
        current={currentSettings(hidden)} onSaved={(saved) => f.set({ [VIEW_KEY]: saved.id }, false)} />
      {view && (
        <ConfirmDialog open={deleting} onOpenChange={setDeleting} title="Delete view" description={`Delete the view ${view.name}? The list's filters stay as they are.`} confirmLabel="Delete view"
          onConfirm={() => run(async () => {
            await remove({ variables: { id: view.id } });
            f.set({ [VIEW_KEY]: null }, false);
          }, `${view.name} view has been deleted.`)} />
      )}
    </>
  );
};
