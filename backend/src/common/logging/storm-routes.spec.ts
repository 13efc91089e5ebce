import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isStormRoute, StormRouteLog } from './storm-routes';

describe('storm routes (counted, not logged one by one)', () => {
  it.each([
    ['GET', '/public/api/call-net/failures-lv'],
    ['GET', '/public/api/call-net/reports'],
    ['HEAD', '/public/api/planned-outage/get/all'],
    ['POST', '/public/api/planned-outage/search/map'],
    ['GET', '/public/api/map/config'],
  ])('%s %s is a storm route', (method, path) => expect(isStormRoute(method, path)).toBe(true));

  it.each([
    ['POST', '/public/api/planned-outage/get/all'],
    ['GET', '/public/api/planned-outage/search/compressed-report'],
    ['POST', '/public/api/login'],
    ['GET', '/api/call-net/failures-lv'],
    ['GET', '/public/api/call-net/failures-lv/x'],
  ])('%s %s is logged as usual', (method, path) => expect(isStormRoute(method, path)).toBe(false));

  it('sums the answers by status and starts counting anew after each flush', () => {
    const log = new StormRouteLog();
    const answer = (path: string, statusCode: number) => {
      const res = Object.assign(new EventEmitter(), { statusCode });
      log.middleware({ method: 'GET', url: path } as IncomingMessage, res as unknown as ServerResponse, () => undefined);
      res.emit('finish');
    };
    answer('/public/api/call-net/failures-lv', 200);
    answer('/public/api/call-net/failures-lv', 304);
    answer('/public/api/call-net/failures-hv', 304);
    answer('/public/api/login', 200);
    const tally = log.flush();
    expect(tally.total).toBe(3);
    expect(Object.fromEntries(tally.byStatus)).toEqual({ 200: 1, 304: 2 });
    expect(log.flush().total).toBe(0);
  });

  it("counts the fast lane's answers as it tells of them, storm routes only, in the same tally as Express's", () => {
    const log = new StormRouteLog();
    const told = (method: string, url: string, statusCode: number) => log.answered({ method, url } as IncomingMessage, statusCode);
    told('GET', '/public/api/call-net/reports?timePeriod=PT24H', 304);
    told('POST', '/public/api/planned-outage/search/map', 200);
    told('PUT', '/api/integration/outages/A-1', 200);
    told('GET', '/public/api/address-status?lat=52.2&lng=21', 200);
    const tally = log.flush();
    expect(tally.total).toBe(2);
    expect(Object.fromEntries(tally.byStatus)).toEqual({ 200: 1, 304: 1 });
  });
});
