import { statusOf, useFileDownload } from '../api/useFileDownload';
import { serverMessage } from '../planned-outages/errorMessages';

const describeFailure = (error: unknown) =>
  statusOf(error) === 403 ? 'app.errors.forbidden' : (serverMessage(error) ?? 'resources.users.notifications.download_failed');

/** Users' downloads (report, survey results): the server's Polish message when it gave one. */
export const useDownload = () => useFileDownload(describeFailure);
