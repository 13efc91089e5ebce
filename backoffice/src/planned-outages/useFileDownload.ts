import { statusOf, useFileDownload as useDownload } from '../api/useFileDownload';
import { plannedOutageErrorMessage } from './errorMessages';

const describeFailure = (error: unknown) =>
  statusOf(error) === 403 || statusOf(error) === 404 ? plannedOutageErrorMessage(error) : 'resources.plannedOutages.notifications.download_failed';

/** Planned-outage downloads (report, announcement): lack of rights and a missing outage say so. */
export const useFileDownload = () => useDownload(describeFailure);
