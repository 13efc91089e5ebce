import { useEffect, useState } from 'react';
import { settingsApi } from '../api/settings-api';
import { texts } from '../texts';
import { formatPolishLongDateTime, maintenanceToAnnounce, type MaintenanceBreak } from './maintenance';

/**
 * The maintenance warning of the public layout (spec §2 map screen, §8). The layout mounts once per
 * page load, so the settings are asked for once; a failed call shows nothing (the warning is a courtesy).
 */
export function MaintenanceBanner() {
  const [announced, setAnnounced] = useState<MaintenanceBreak | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    settingsApi
      .all(controller.signal)
      .then((entries) => setAnnounced(maintenanceToAnnounce(entries)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!announced) return null;
  return (
    <div className="maintenance-banner" role="status">
      <p className="container">{texts.maintenance.banner(formatPolishLongDateTime(announced.start), formatPolishLongDateTime(announced.end))}</p>
    </div>
  );
}
