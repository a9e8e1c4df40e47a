import { useQuery } from '@apollo/client';
import { webConfig } from '../../app/config';
import type { CompanyAgreementsQuery } from '../../generated/graphql';
import { formatDate } from '../../ui/dates';
import { AGREEMENT_DOCUMENTS, COMPANY_AGREEMENTS, type AgreementKey } from '../onboarding/operations';
import { SettingsFrame } from './settings-frame';
import styles from './settings.module.css';
import { PageSkeleton } from '../../ui/skeleton';

/** /settings/acknowledgments-&-notices: the agreements of the gate, each with its PDF and when the member accepted it. */
export const AcknowledgmentsPage = () => {
  const { data, error } = useQuery<CompanyAgreementsQuery>(COMPANY_AGREEMENTS);
  // As everywhere, an agreements query error goes to the error screen (spec 7).
  if (error) throw error;
  const agreements = data?.companyAgreements;
  return (
    <SettingsFrame title="Acknowledgments & Notices">
      {!agreements ? (
        <PageSkeleton />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell}>Agreement</th>
              <th className={styles.cell}>Required</th>
              <th className={styles.cell}>Accepted on</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(AGREEMENT_DOCUMENTS) as AgreementKey[]).map((key) => (
              <tr key={key} data-testid="agreement-row">
                <td className={styles.cell}>
                  <a href={`${webConfig.issuer}/legal/${AGREEMENT_DOCUMENTS[key].pdf}`} target="_blank" rel="noreferrer">
                    {AGREEMENT_DOCUMENTS[key].title}
                  </a>
                </td>
                <td className={styles.cell}>{agreements[key].required ? 'Yes' : 'No'}</td>
                <td className={styles.cell}>{agreements[key].acceptedOn ? formatDate(agreements[key].acceptedOn) : 'Not accepted'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SettingsFrame>
  );
};
