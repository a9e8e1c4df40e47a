import { useQuery } from '@apollo/client';
import { NavLink, Outlet } from 'react-router-dom';
import { Avatar } from '../ui/avatar';
import { userManager } from './auth';
import { useInactivityLogout } from './inactivity';
import { allowedRoutes } from './routes';
import { ME, type Me } from './session';

/** Header (name, avatar, role label, Log out) and sidebar of spec 2.3, around the current screen. */
export const Layout = () => {
  useInactivityLogout();
  const { data } = useQuery<Me>(ME);
  if (!data) return <p style={{ padding: 24 }}>Loading…</p>;
  const name = `${data.me.firstName} ${data.me.lastName}`;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '220px 1fr', minHeight: '100vh', fontFamily: 'system-ui, sans-serif' }}>
      <nav aria-label="Main" style={{ background: '#1d1b4b', color: '#fff', padding: '20px 12px' }}>
        <div style={{ fontWeight: 700, fontSize: 22, margin: '0 8px 24px' }}>Spend</div>
        {allowedRoutes(data.me.roles).map((route) => (
          <NavLink
            key={route.path}
            to={route.path}
            title={route.label}
            style={({ isActive }) => ({ display: 'block', padding: '10px 12px', borderRadius: 8, color: '#fff', textDecoration: 'none', background: isActive ? '#3b37a0' : 'transparent' })}
          >
            {route.label}
          </NavLink>
        ))}
        <a href="mailto:support@spend.test" style={{ display: 'block', padding: '10px 12px', color: '#c9c7ff', marginTop: 24 }}>
          Support
        </a>
      </nav>
      <div>
        <header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 12, padding: '12px 24px', borderBottom: '1px solid #e6e6ef' }}>
          <span style={{ color: '#555' }}>{data.company.dba_name}</span>
          <Avatar name={name} />
          <span>
            <strong data-testid="user-name">{name}</strong>
            <br />
            <small data-testid="role-label">{data.me.mainRoleName}</small>
          </span>
          <button type="button" onClick={() => void userManager.signoutRedirect()}>
            Log out
          </button>
        </header>
        <main style={{ padding: 24 }}>
          <Outlet />
        </main>
      </div>
    </div>
  );
};
