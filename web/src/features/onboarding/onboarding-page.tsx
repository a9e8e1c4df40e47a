import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { webConfig } from '../../app/config';
import { Button } from '../../ui/button';
import layout from '../../ui/layout.module.css';
import { useToast } from '../../ui/toast';
import { ACCEPT, AGREEMENT_DOCUMENTS, COMPANY_AGREEMENTS, type AgreementKey } from './operations';

/** /onboarding: the only screen while a required agreement is unaccepted (spec 2.1). */
export const OnboardingPage = ({ pending }: { pending: AgreementKey[] }) => {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const returnTo = (useLocation().state as { returnTo?: string } | null)?.returnTo ?? '/';
  const [checked, setChecked] = useState<Set<AgreementKey>>(new Set());
  const [saving, setSaving] = useState(false);

  const accept = async (): Promise<void> => {
    setSaving(true);
    try {
      for (const key of pending) await client.mutate({ mutation: ACCEPT[key] });
      await client.refetchQueries({ include: [COMPANY_AGREEMENTS] });
      navigate(returnTo, { replace: true });
    } catch (error) {
      toast({ message: (error as Error).message, tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className={layout.centeredWide}>
      <h1>Before you start</h1>
      <p>Please read and accept these agreements to use Spend.</p>
      {pending.map((key) => (
        <label key={key} className={layout.checkRow}>
          <input
            type="checkbox"
            name={key}
            checked={checked.has(key)}
            onChange={(e) => setChecked((previous) => {
              const next = new Set(previous);
              if (e.target.checked) next.add(key);
              else next.delete(key);
              return next;
            })}
          />
          I have read and accept the{' '}
          <a href={`${webConfig.issuer}/legal/${AGREEMENT_DOCUMENTS[key].pdf}`} target="_blank" rel="noreferrer">
            {AGREEMENT_DOCUMENTS[key].title}
          </a>
        </label>
      ))}
      <Button variant="primary" disabled={checked.size !== pending.length} loading={saving} onClick={() => void accept()}>
        Accept and continue
      </Button>
    </main>
  );
};
