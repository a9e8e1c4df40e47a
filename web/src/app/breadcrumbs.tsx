import { gql, useFragment, type DocumentNode } from '@apollo/client';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from './routes';

/**
 * An id in the path is named by the entity a screen below it already loaded into Apollo's cache
 * (e.g. /budgets/{id} shows the budget's name), so no screen has to report its title.
 */
const ENTITIES: { parent: RegExp; typename: string; fragment: DocumentNode; label: (data: Record<string, unknown>) => string | undefined }[] = [
  { parent: /^\/(my-wallet\/)?budgets$/, typename: 'Budget', fragment: gql`fragment BudgetCrumb on Budget { name }`, label: (b) => b.name as string | undefined },
  { parent: /^\/companies$/, typename: 'Company', fragment: gql`fragment CompanyCrumb on Company { dba_name }`, label: (c) => c.dba_name as string | undefined },
  { parent: /^\/transactions\/mileage$/, typename: 'MileageSubmission', fragment: gql`fragment MileageCrumb on MileageSubmission { from to }`, label: (t) => (t.from ? `${String(t.from)} to ${String(t.to)}` : undefined) },
  { parent: /^\/cards(\/external)?$/, typename: 'Card', fragment: gql`fragment CardCrumb on Card { last4Digits }`, label: (c) => (c.last4Digits ? `Card •••• ${String(c.last4Digits)}` : undefined) },
];
type Entity = (typeof ENTITIES)[number];

const humanize = (segment: string): string => {
  const text = decodeURIComponent(segment).replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The cached entity's name, or the segment itself until (or unless) a screen has loaded it. */
const EntityName = ({ entity, id }: { entity: Entity; id: string }) => {
  const { data, complete } = useFragment({ fragment: entity.fragment, from: { __typename: entity.typename, id } });
  return <>{(complete && entity.label(data as Record<string, unknown>)) || id}</>;
};

const Crumb = ({ path, segment, parent, last }: { path: string; segment: string; parent: string; last: boolean }) => {
  const entity = ENTITIES.find((e) => e.parent.test(parent));
  const route = ROUTES.find((r) => r.path === path);
  const label = route ? route.label : entity ? <EntityName entity={entity} id={decodeURIComponent(segment)} /> : humanize(segment);
  // Only paths some screen answers are links (a nested screen answers everything below it).
  const linkable = ROUTES.some((r) => r.path === path || (r.nested && path.startsWith(`${r.path}/`)));
  if (last) return <span aria-current="page">{label}</span>;
  return linkable ? <Link to={path}>{label}</Link> : <span>{label}</span>;
};

/** Breadcrumbs from the path: each segment named by its route, its entity or itself. */
export const Breadcrumbs = () => {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  return (
    <nav aria-label="Breadcrumbs" style={{ color: '#666', fontSize: 14, marginBottom: 8 }}>
      {segments.map((segment, i) => {
        const path = `/${segments.slice(0, i + 1).join('/')}`;
        return (
          <span key={path}>
            {i > 0 && ' / '}
            <Crumb path={path} segment={segment} parent={`/${segments.slice(0, i).join('/')}`} last={i === segments.length - 1} />
          </span>
        );
      })}
    </nav>
  );
};
