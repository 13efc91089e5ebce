import type { RouteBodyLimit } from '../../common/body-parsers';
import { EXTERNAL_ID, outageInputMaxBytes } from '../outage-input.rules';

/** `PUT /api/integration/outages/{externalId}` with an id the rules accept (the path alone, no query string). */
export const OUTAGE_PUT = new RegExp(`^/api/integration/outages/(${EXTERNAL_ID.source.replace(/^\^|\$$/g, '')})$`);

/**
 * The outage PUT's body limit, on whichever path reads its body (the fast lane or Express): the largest body the
 * documented limits allow (outageInputMaxBytes), so a payload within them is never answered 413.
 */
export const OUTAGE_PUT_BODY_LIMIT: RouteBodyLimit = { method: 'PUT', path: OUTAGE_PUT, limitBytes: outageInputMaxBytes() };
