import { CANCEL_GRACE_MS } from '../open-data.model';
import type { OpenItem } from '../open-item';
import { capTime, nextMessages, type OpenMessage } from './open-message';

const item = (over: Partial<OpenItem> = {}): OpenItem => ({
  id: 'planned-7',
  kind: 'planned-outage',
  start: '2026-11-25T07:00:00.000Z',
  estimatedEnd: '2026-11-25T13:00:00.000Z',
  cause: null,
  description: 'Prace',
  addressesCount: 1,
  reportsCount: 3,
  lastChange: '2026-11-24T10:00:00.000Z',
  addresses: ['ul. A 1'],
  geometry: { type: 'Point', coordinates: [21, 52] },
  radiusM: null,
  ...over,
});
const now = new Date('2026-11-24T12:00:00.400Z');
const built = now.getTime();
/** A snapshot built and last checked at `t`. */
const at = (t: number) => ({ builtAt: t, checkedAt: t });
const latestOf = (messages: OpenMessage[]) => new Map(messages.map((m) => [m.subject, m]));

describe('nextMessages', () => {
  it('alerts a new subject with an identifier from its id and version, sent in whole seconds', () => {
    const [m] = nextMessages([item()], new Map(), at(built), now, 'host');
    expect(m).toMatchObject({
      msgType: 'Alert',
      identifier: `host-planned-7-${Date.parse('2026-11-24T10:00:00.000Z')}`,
      sent: '2026-11-24T12:00:00.000Z',
      refs: null,
    });
    expect(m.item.reportsCount).toBe(0);
  });

  it('updates a newer version and references the message it replaces', () => {
    const [alert] = nextMessages([item()], new Map(), at(built), now, 'host');
    const [update] = nextMessages([item({ lastChange: '2026-11-24T11:00:00.000Z' })], latestOf([alert]), at(built), now, 'host');
    expect(update.msgType).toBe('Update');
    expect(update.refs).toBe(`host,${alert.identifier},${capTime(alert.sent)}`);
  });

  it('ignores an equal or older version (an instance whose snapshot lags)', () => {
    const [alert] = nextMessages([item({ lastChange: '2026-11-24T11:00:00.000Z' })], new Map(), at(built), now, 'host');
    expect(nextMessages([item()], latestOf([alert]), at(built), now, 'host')).toEqual([]);
  });

  it('cancels a subject gone before its end as CANCELLED, after its end as ENDED', () => {
    const [alert] = nextMessages([item()], new Map(), at(built - 60_000), new Date(built - 60_000), 'host');
    const [cancel] = nextMessages([], latestOf([alert]), at(built), now, 'host');
    expect(cancel).toMatchObject({
      msgType: 'Cancel',
      reason: 'CANCELLED',
      identifier: `${alert.identifier}-cancel`,
      refs: `host,${alert.identifier},${capTime(alert.sent)}`,
    });
    const afterEnd = Date.parse('2026-11-25T14:00:00Z');
    expect(nextMessages([], latestOf([alert]), at(afterEnd), new Date(afterEnd), 'host')[0].reason).toBe('ENDED');
  });

  it('does not cancel what a snapshot read too soon after the message may not have seen', () => {
    const [alert] = nextMessages([item()], new Map(), at(built), now, 'host');
    expect(nextMessages([], latestOf([alert]), at(Date.parse(alert.sent) + CANCEL_GRACE_MS - 1), now, 'host')).toEqual([]);
  });

  it('cancels once the database was checked after the grace, though the snapshot was built within it', () => {
    const [alert] = nextMessages([item()], new Map(), at(built), now, 'host');
    const builtAt = Date.parse(alert.sent) + 500;
    const read = { builtAt, checkedAt: Date.parse(alert.sent) + CANCEL_GRACE_MS };
    const [cancel] = nextMessages([], latestOf([alert]), read, new Date(read.checkedAt), 'host');
    expect(cancel).toMatchObject({ msgType: 'Cancel', reason: 'CANCELLED' });
    expect(nextMessages([], latestOf([alert]), { builtAt, checkedAt: builtAt }, new Date(read.checkedAt), 'host')).toEqual([]);
  });

  it('alerts again, without references, when a cancelled subject returns with a newer version', () => {
    const cancel: OpenMessage = {
      subject: 'planned-7',
      version: '2026-11-24T10:00:00.000Z',
      msgType: 'Cancel',
      identifier: 'x-cancel',
      sent: '2026-11-24T10:30:00.000Z',
      refs: 'a,b,c',
      reason: 'CANCELLED',
      item: item(),
    };
    expect(nextMessages([item()], latestOf([cancel]), at(built), now, 'host')).toEqual([]);
    const [again] = nextMessages([item({ lastChange: '2026-11-24T11:30:00.000Z' })], latestOf([cancel]), at(built), now, 'host');
    expect(again).toMatchObject({ msgType: 'Alert', refs: null });
  });
});
