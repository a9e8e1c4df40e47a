import { BankConnections } from '../bank/bank-connections';
import { AccountingSection } from '../integrations/accounting-section';
import { useCan } from '../../ui/use-can';
import { SettingsFrame } from './settings-frame';

/** /settings/integrations (admins): the accounting platform and its syncs, and the bank connections. */
export const IntegrationsPage = () => {
  const { can } = useCan();
  return (
    <SettingsFrame title="Integrations">
      <AccountingSection />
      <BankConnections canEdit={can('company.integrations.update')} />
    </SettingsFrame>
  );
};
