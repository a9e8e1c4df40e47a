import { useQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { allowedRoutes } from '../../app/routes';
import { ME, type Me } from '../../app/session';

/** The Settings screens share this frame: a menu of the settings routes the member may open, then the screen. */
export const SettingsFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const { data } = useQuery<Me>(ME);
  const entries = allowedRoutes(data?.me.roles ?? []).filter((route) => route.section === 'settings');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '220px 1fr', gap: 24 }}>
      <nav aria-label="Settings" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {entries.map((route) => (
          <NavLink key={route.path} to={route.path} style={({ isActive }) => ({ padding: '8px 10px', borderRadius: 6, textDecoration: 'none', color: '#1d1b4b', background: isActive ? '#ecebff' : 'transparent' })}>
            {route.label}
          </NavLink>
        ))}
      </nav>
      <section>
        <h1 style={{ marginTop: 0 }}>{title}</h1>
        {children}
      </section>
    </div>
  );
};
