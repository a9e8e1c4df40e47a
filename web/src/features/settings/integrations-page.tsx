import { SettingsFrame } from './settings-frame';

/** /settings/integrations: no integration can be connected from here yet, so the screen is listed only with showEmptySettings. */
export const IntegrationsPage = () => (
  <SettingsFrame title="Integrations">
    <p data-testid="integrations-empty">No results</p>
  </SettingsFrame>
);
