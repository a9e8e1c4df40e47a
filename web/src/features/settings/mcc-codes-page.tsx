import { gql, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { DeniedMccCodesQuery, MccReferenceQuery } from '../../generated/graphql';
import { useListParams } from '../../ui/list-params';
import { useCan } from '../../ui/use-can';
import { readDevFlags } from '../../app/dev-flags';
import { SettingsFrame } from './settings-frame';

const MCC_REFERENCE = gql`
  query MccReference($q: String, $take: Int) {
    mccCodes(q: $q, take: $take) {
      id
      mccCode
      combinedDescription
    }
  }
`;

const DENIED_MCC_CODES = gql`
  query DeniedMccCodes {
    deniedMccCodes {
      mccCode
      combinedDescription
      declines
    }
  }
`;

const PAGE = 100;
const cell = { padding: '6px 10px', borderBottom: '1px solid #eee', textAlign: 'left' } as const;

/** The merchant categories the company's purchases were declined for; an admin's view behind showDeniedMCCCodes (spec 6). */
const DeniedCodes = () => {
  const { data } = useQuery<DeniedMccCodesQuery>(DENIED_MCC_CODES);
  const rows = data?.deniedMccCodes ?? [];
  return (
    <>
      <h2>Denied MCC codes</h2>
      {data && rows.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <table data-testid="denied-mcc-codes" style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 24 }}>
          <thead>
            <tr>{['Code', 'Description', 'Declined purchases'].map((h) => <th key={h} style={cell}>{h}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.mccCode} data-testid="denied-mcc-row">
                <td style={cell}>{r.mccCode}</td>
                <td style={cell}>{r.combinedDescription}</td>
                <td style={cell}>{r.declines}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
};

/**
 * /settings/mcc-codes: the ISO 18245 merchant category codes cards can permit or restrict, searchable
 * by code or words; with showDeniedMCCCodes, admins also see the codes purchases were declined for.
 */
export const MccCodesPage = () => {
  const { can } = useCan();
  // The search lives in the query string (spec 2.5 q), after the 500 ms pause; a new search shows its first page.
  const { q, search, setSearch } = useListParams({ limit: String(PAGE) });
  const [shown, setShown] = useState({ q, take: PAGE });
  if (shown.q !== q) setShown({ q, take: PAGE });
  const take = shown.q === q ? shown.take : PAGE;
  const { data } = useQuery<MccReferenceQuery>(MCC_REFERENCE, { variables: { q, take: take + 1 } });
  const codes = data?.mccCodes ?? [];
  const showDenied = readDevFlags().has('showDeniedMCCCodes') && can('orgSettings.read');
  return (
    <SettingsFrame title="MCC Codes">
      {showDenied && <DeniedCodes />}
      <h2>Merchant category codes</h2>
      <input aria-label="Search MCC codes" placeholder="Search by code or description" value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 12, minWidth: 320 }} />
      {data && codes.length === 0 ? (
        <p>No results</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>{['Code', 'Description'].map((h) => <th key={h} style={cell}>{h}</th>)}</tr>
          </thead>
          <tbody>
            {codes.slice(0, take).map((c) => (
              <tr key={c.id} data-testid="mcc-row">
                <td style={cell}>{c.mccCode}</td>
                <td style={cell}>{c.combinedDescription}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {codes.length > take && <button type="button" style={{ marginTop: 12 }} onClick={() => setShown({ q, take: take + PAGE })}>Show more</button>}
    </SettingsFrame>
  );
};
