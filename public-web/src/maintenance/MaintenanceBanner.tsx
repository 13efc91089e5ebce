import { useEffect, useState } from 'react';
import { settingsApi } from '../api/settings-api';
import { currentLanguage } from '../i18n/i18n';
import { texts } from '../texts';

/**
 * The maintenance warning of the public layout (spec §2 map screen, §8). The layout mounts once per
 * page load, so the settings are asked for once; a failed call shows nothing (the warning is a courtesy).
 */
export function MaintenanceBanner() {
  const [announcement, setAnnouncement] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // The rules come with the settings' answer, outside /public's first load: the banner waits for that answer anyway.
    Promise.all([settingsApi.all(controller.signal), import('./maintenance')])
      .then(([entries, { maintenanceToAnnounce, formatLongDateTime }]) => {
        const found = maintenanceToAnnounce(entries);
        const language = currentLanguage();
        setAnnouncement(found && texts.maintenance.banner(formatLongDateTime(found.start, language), formatLongDateTime(found.end, language)));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!announcement) return null;
  return (
    <div className="maintenance-banner" role="status">
      <p className="container">{announcement}</p>
    </div>
  );
}
