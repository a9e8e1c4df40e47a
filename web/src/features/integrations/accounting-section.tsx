import { useMutation, useQuery } from '@apollo/client';
import { ACCOUNTING_PLATFORMS } from '@spend/domain';
import { useState } from 'react';
import type {
  AccountingQuery, CreateOneCodatCompanyMutation, CreateOneCodatPlatformConnectionMutation, SyncAccountingMutation, TransitCustomersAndGlDataMutation,
  UpdateConnectionArchiveStatusServiceMutation,
} from '../../generated/graphql';
import { AlertBanner } from '../../ui/alert-banner';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { AccountMapping } from './account-mapping';
import { AccountingConfiguration } from './accounting-configuration';
import { ACCOUNTING, ARCHIVE_CONNECTION, CREATE_CODAT_COMPANY, CREATE_CONNECTION, SYNC_ACCOUNTING, TRANSIT } from './operations';
import { RunLogs } from './run-logs';
import { runSummary, runTone } from './runs';
import styles from './integrations.module.css';
import { PageSkeleton } from '../../ui/skeleton';

type Connection = AccountingQuery['connections'][number];

/** Connecting asks for the platform company first (once), then the connection on the chosen platform. */
const ConnectForm = ({ hasCompany }: { hasCompany: boolean }) => {
  const toast = useToast();
  const [platformKey, setPlatformKey] = useState('gbol');
  const [busy, setBusy] = useState(false);
  const [createCompany] = useMutation<CreateOneCodatCompanyMutation>(CREATE_CODAT_COMPANY);
  // A read stays: connecting makes the platform's accounts, suppliers and customers the options read from it.
  const [connect] = useMutation<CreateOneCodatPlatformConnectionMutation>(CREATE_CONNECTION, { refetchQueries: ['Accounting', 'AccountingOptions'], awaitRefetchQueries: true });
  const submit = async () => {
    setBusy(true);
    try {
      if (!hasCompany) await createCompany();
      const connected = await connect({ variables: { platformKey } });
      toast({ message: `Connected to ${connected.data!.createOneCodatPlatformConnection.platformName}.` });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.connect}>
      <FormField label="Accounting platform" htmlFor="platformKey">
        <select id="platformKey" className={styles.inlineSelect} value={platformKey} onChange={(e) => setPlatformKey(e.target.value)}>
          {Object.entries(ACCOUNTING_PLATFORMS).map(([key, name]) => <option key={key} value={key}>{name}</option>)}
        </select>
      </FormField>
      <Button variant="primary" loading={busy} onClick={() => void submit()}>Connect</Button>
    </div>
  );
};

/** One connection with its sync status and what an admin does with it: import, sync now, archive or restore. */
const ConnectionCard = ({ connection }: { connection: Connection }) => {
  const toast = useToast();
  // Reads stay after an import and a sync: the GL codes and projects an import made, and the runs and sync
  // status a sync left, are the server's. An archived or restored connection comes back whole in the answer.
  const [transit, transiting] = useMutation<TransitCustomersAndGlDataMutation>(TRANSIT, { refetchQueries: ['Accounting', 'AccountingOptions'] });
  const [sync, syncing] = useMutation<SyncAccountingMutation>(SYNC_ACCOUNTING, { refetchQueries: ['Accounting'], awaitRefetchQueries: true });
  const [archive, archiving] = useMutation<UpdateConnectionArchiveStatusServiceMutation>(ARCHIVE_CONNECTION);
  const fail = (error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' });
  const importData = async () => {
    try {
      const r = (await transit()).data!.transitCustomersAndGlData;
      toast({ message: `Imported GL accounts: ${r.createdGeneralLedgers} created, ${r.updatedGeneralLedgers} updated; projects: ${r.createdProjects.length} created, ${r.updatedProjects.length} updated; ${r.customers.length} customers.` });
    } catch (error) {
      fail(error);
    }
  };
  const syncNow = async () => {
    try {
      const run = (await sync()).data!.syncAccounting;
      toast({ message: runSummary(run), tone: runTone(run) });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <div className={styles.card} data-testid="accounting-connection">
      <div className={styles.head}>
        <strong className={styles.title}>{connection.platformName}{connection.archived && ' (archived)'}</strong>
        <span className={styles.status} data-testid="accounting-sync-status">{connection.syncStatus ? `Last sync: ${connection.syncStatus}` : 'Not synced yet'}</span>
      </div>
      <div className={styles.head}>
        {!connection.archived && <Button loading={transiting.loading} onClick={() => void importData()}>Import GL accounts, customers and projects</Button>}
        {!connection.archived && <Button variant="primary" loading={syncing.loading} onClick={() => void syncNow()}>Sync now</Button>}
        <Button variant={connection.archived ? 'secondary' : 'danger'} loading={archiving.loading} onClick={() => void archive({ variables: { connectionId: connection.id, archived: !connection.archived } }).catch(fail)}>
          {connection.archived ? 'Restore' : 'Archive'}
        </Button>
      </div>
    </div>
  );
};

/** The Accounting section of /settings/integrations (spec 3: connection with sync status, configuration, run log). */
export const AccountingSection = () => {
  const { data, error } = useQuery<AccountingQuery>(ACCOUNTING);
  const connections = data?.connections ?? [];
  const live = connections.some((c) => !c.archived);
  return (
    <section className={styles.section} aria-labelledby="accounting-title" data-testid="accounting-section">
      <h2 id="accounting-title">Accounting</h2>
      {error && <AlertBanner tone="danger">{error.message}</AlertBanner>}
      {!data ? <PageSkeleton /> : (
        <>
          {connections.map((c) => <ConnectionCard key={c.id} connection={c} />)}
          {!live && (
            <>
              <p className={styles.muted}>No accounting platform is connected. Connect one to sync your transactions.</p>
              <ConnectForm hasCompany={data.codatCompany !== null} />
            </>
          )}
          {data.codatCompany && live && (
            <>
              <AccountingConfiguration configuration={data.codatCompany.configuration ?? null} />
              <AccountMapping />
            </>
          )}
          {data.codatCompany && <RunLogs runs={data.integrationRunLogs} />}
        </>
      )}
    </section>
  );
};
