import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../app/routes';
import { SettingsFrame } from './settings-frame';

/** A settings screen listed ahead of its content, behind the showEmptySettings developer flag (spec 6). */
export const EmptySettingsPage = () => {
  const { pathname } = useLocation();
  const title = ROUTES.find((route) => route.path === pathname)?.label ?? 'Settings';
  return (
    <SettingsFrame title={title}>
      <p data-testid="empty-settings">There is nothing to set here yet.</p>
    </SettingsFrame>
  );
};
