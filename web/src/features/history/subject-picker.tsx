import { useApolloClient } from '@apollo/client';
import type { AuditSubjectsQuery, AuditSubjectsQueryVariables } from '../../generated/graphql';
import { Typeahead, type TypeaheadResult } from '../../ui/typeahead';
import { AUDIT_SUBJECTS } from './operations';

const KIND_LABELS: Record<string, string> = { BUDGET: 'Budget', CARD: 'Card', MEMBER: 'Member' };

/** Picks the budget, card or member whose history to follow, by name (the API searches all three). */
export const SubjectPicker = ({ onPick }: { onPick: (subject: TypeaheadResult) => void }) => {
  const client = useApolloClient();
  const search = async (text: string): Promise<TypeaheadResult[]> => {
    const { data } = await client.query<AuditSubjectsQuery, AuditSubjectsQueryVariables>({ query: AUDIT_SUBJECTS, variables: { search: text }, fetchPolicy: 'network-only' });
    return data.auditSubjects.map((s) => ({ id: s.id, name: s.name, title: KIND_LABELS[s.kind] ?? s.kind }));
  };
  return <Typeahead id="activity-subject-search" label="Budget, card or member" placeholder="Budget, card or member…" search={search} onSelect={onPick} />;
};
