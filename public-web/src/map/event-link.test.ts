import { outage, report } from '../../test/map/test-map-data';
import { eventSearch, findSelection } from './event-link';

describe('event link', () => {
  it('names the event next to the other parameters, and drops it again', () => {
    expect(eventSearch('?adres=ul.+Prosta+1', 'outage-FAILURE-7')).toBe('?adres=ul.+Prosta+1&zdarzenie=outage-FAILURE-7');
    expect(eventSearch('?zdarzenie=report-1', 'report-2')).toBe('?zdarzenie=report-2');
    expect(eventSearch('?adres=x&zdarzenie=report-1', null)).toBe('?adres=x');
    expect(eventSearch('?zdarzenie=report-1', null)).toBe('');
  });

  it('finds the outage or report a key names, and nothing for a gone one', () => {
    const outages = [outage({ id: 7, type: 'FAILURE' }), outage({ id: 7, type: 'PLANNED' })];
    const reports = [report({ id: 3 })];
    expect(findSelection('outage-PLANNED-7', outages, reports)?.details.title).toBe('Planowane wyłączenie');
    expect(findSelection('report-3', outages, reports)?.key).toBe('report-3');
    expect(findSelection('outage-FAILURE-8', outages, reports)).toBeNull();
    expect(findSelection('report-7', outages, reports)).toBeNull();
  });
});
