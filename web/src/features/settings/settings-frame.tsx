import { useQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { allowedRoutes } from '../../app/routes';
import { ME, type Me } from '../../app/session';
import styles from './settings.module.css';

/** The Settings screens share this frame: a menu of the settings routes the member may open, then the screen. */
export const SettingsFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const { data } = useQuery<Me>(ME);
  const entries = allowedRoutes(data?.me.roles ?? []).filter((route) => route.section === 'settings');
  return (
    <div className={styles.frame}>
      <nav aria-label="Settings" className={styles.menu}>
        {entries.map((route) => (
          <NavLink key={route.path} to={route.path} className={styles.entry}>
            {route.label}
          </NavLink>
        ))}
      </nav>
      <section>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
};
