import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from './routes';

/** Breadcrumbs from the path: each known segment links back up. */
export const Breadcrumbs = () => {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = segments.map((_, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    return { path, label: ROUTES.find((r) => r.path === path)?.label ?? decodeURIComponent(segments[i]!) };
  });
  return (
    <nav aria-label="Breadcrumbs" style={{ color: '#666', fontSize: 14, marginBottom: 8 }}>
      {crumbs.map((crumb, i) => (
        <span key={crumb.path}>
          {i > 0 && ' / '}
          {i === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.path}>{crumb.label}</Link>}
        </span>
      ))}
    </nav>
  );
};
