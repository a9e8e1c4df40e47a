import { gql, useFragment, type DocumentNode } from '@apollo/client';
import { Link, useLocation } from 'react-router-dom';
import { Truncated } from '../ui/truncated';
import styles from './breadcrumbs.module.css';
import { ROUTES } from './routes';

/**
 * An id in the path is named by the entity a screen below it already loaded into Apollo's cache
 * (e.g. /budgets/{id} shows the budget's name), so no screen has to report its title.
 */
const ENTITIES: { parent: RegExp; typename: string; fragment: DocumentNode; label: (data: Record<string, unknown>) => string | undefined }[] = [
  { parent: /^\/(my-wallet\/)?budgets$/, typename: 'Budget', fragment: gql`fragment BudgetCrumb on Budget { name }`, label: (b) => b.name as string | undefined },
  { parent: /^\/companies$/, typename: 'Company', fragment: gql`fragment CompanyCrumb on Company { dba_name }`, label: (c) => c.dba_name as string | undefined },
  { parent: /^\/transactions\/mileage$/, typename: 'MileageSubmission', fragment: gql`fragment MileageCrumb on MileageSubmission { from to }`, label: (t) => (t.from ? `${String(t.from)} to ${String(t.to)}` : undefined) },
  // A transaction by its merchant (description is the merchant's name, or a manual one's vendor).
  { parent: /^\/transactions$/, typename: 'Transaction', fragment: gql`fragment TransactionCrumb on Transaction { description }`, label: (t) => t.description as string | undefined },
  { parent: /^\/cards(\/external)?$/, typename: 'Card', fragment: gql`fragment CardCrumb on Card { last4Digits }`, label: (c) => (c.last4Digits ? `Card •••• ${String(c.last4Digits)}` : undefined) },
];
type Entity = (typeof ENTITIES)[number];

const humanize = (segment: string): string => {
  const text = decodeURIComponent(segment).replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** One crumb: a link, or the current page's name, cut with a tooltip when long (a budget's name can be). */
const CrumbText = ({ text, path, linkable, last }: { text: string; path: string; linkable: boolean; last: boolean }) => {
  if (last) return <Truncated text={text} aria-current="page" className={styles.current} />;
  return linkable ? <Link to={path} className={styles.crumb}>{text}</Link> : <span className={styles.crumb}>{text}</span>;
};

/** The cached entity's name, or the segment itself until (or unless) a screen has loaded it. */
const EntityCrumb = ({ entity, id, ...rest }: { entity: Entity; id: string; path: string; linkable: boolean; last: boolean }) => {
  const { data, complete } = useFragment({ fragment: entity.fragment, from: { __typename: entity.typename, id } });
  return <CrumbText text={(complete && entity.label(data as Record<string, unknown>)) || id} {...rest} />;
};

const Crumb = ({ path, segment, parent, last }: { path: string; segment: string; parent: string; last: boolean }) => {
  const entity = ENTITIES.find((e) => e.parent.test(parent));
  const route = ROUTES.find((r) => r.path === path);
  // Only paths some screen answers are links (a nested screen answers everything below it).
  const linkable = ROUTES.some((r) => r.path === path || (r.nested && path.startsWith(`${r.path}/`)));
  if (!route && entity) return <EntityCrumb entity={entity} id={decodeURIComponent(segment)} path={path} linkable={linkable} last={last} />;
  return <CrumbText text={route ? route.label : humanize(segment)} path={path} linkable={linkable} last={last} />;
};

/** Breadcrumbs from the path: each segment named by its route, its entity or itself. */
export const Breadcrumbs = () => {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      {segments.map((segment, i) => {
        const path = `/${segments.slice(0, i + 1).join('/')}`;
        const last = i === segments.length - 1;
        return (
          <span key={path} className={last ? styles.last : styles.step}>
            {i > 0 && <span className={styles.sep}>{' / '}</span>}
            <Crumb path={path} segment={segment} parent={`/${segments.slice(0, i).join('/')}`} last={last} />
          </span>
        );
      })}
    </nav>
  );
};
