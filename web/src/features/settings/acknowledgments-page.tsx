import { useQuery } from '@apollo/client';
import { webConfig } from '../../app/config';
import type { CompanyAgreementsQuery } from '../../generated/graphql';
import { AGREEMENT_DOCUMENTS, COMPANY_AGREEMENTS, type AgreementKey } from '../onboarding/operations';
import { SettingsFrame } from './settings-frame';

const cell = { padding: '8px 12px', borderBottom: '1px solid #e6e6ef', textAlign: 'left' } as const;

/** /settings/acknowledgments-&-notices: the agreements of the gate, each with its PDF and when the member accepted it. */
export const AcknowledgmentsPage = () => {
  const { data, error } = useQuery<CompanyAgreementsQuery>(COMPANY_AGREEMENTS);
  // As everywhere, an agreements query error goes to the error screen (spec 7).
  if (error) throw error;
  const agreements = data?.companyAgreements;
  return (
    <SettingsFrame title="Acknowledgments & Notices">
      {!agreements ? (
        <p>Loading…</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', minWidth: 520 }}>
          <thead>
            <tr>
              <th style={cell}>Agreement</th>
              <th style={cell}>Required</th>
              <th style={cell}>Accepted on</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(AGREEMENT_DOCUMENTS) as AgreementKey[]).map((key) => (
              <tr key={key} data-testid="agreement-row">
                <td style={cell}>
                  <a href={`${webConfig.issuer}/legal/${AGREEMENT_DOCUMENTS[key].pdf}`} target="_blank" rel="noreferrer">
                    {AGREEMENT_DOCUMENTS[key].title}
                  </a>
                </td>
                <td style={cell}>{agreements[key].required ? 'Yes' : 'No'}</td>
                <td style={cell}>{agreements[key].acceptedOn ? new Date(agreements[key].acceptedOn).toLocaleDateString('en-US') : 'Not accepted'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SettingsFrame>
  );
};
