import { ACCEPT_STATUSES, AcceptActor, AcceptStatus, canChangeAcceptStatus } from './accept-status';

describe('acceptance-status model (staff spec §4.1)', () => {
  const allowed: Array<[AcceptStatus | null, AcceptStatus, AcceptActor]> = [
    [null, 'TO_ACCEPT', 'DISPATCHER_SAVE'],
    ['TO_ACCEPT', 'TO_ACCEPT', 'DISPATCHER_SAVE'],
    ['ACCEPTED', 'TO_ACCEPT', 'DISPATCHER_SAVE'],
    ['REJECTED', 'TO_ACCEPT', 'DISPATCHER_SAVE'],
    ['TO_ACCEPT', 'ACCEPTED', 'ACCEPTER'],
    ['TO_ACCEPT', 'REJECTED', 'ACCEPTER'],
    ['REJECTED', 'ACCEPTED', 'ACCEPTER'],
    ['ACCEPTED', 'REJECTED', 'ACCEPTER'],
  ];

  it.each(allowed)('allows %s → %s by %s', (from, to, by) => {
    expect(canChangeAcceptStatus(from, to, by)).toBe(true);
  });

  const everything = ([null, ...ACCEPT_STATUSES] as const).flatMap((from) =>
    ACCEPT_STATUSES.flatMap((to) => (['DISPATCHER_SAVE', 'ACCEPTER'] as const).map((by) => [from, to, by] as [AcceptStatus | null, AcceptStatus, AcceptActor])),
  );
  const refused = everything.filter(([f, t, b]) => !allowed.some(([af, at, ab]) => af === f && at === t && ab === b));

  it.each(refused)('refuses %s → %s by %s', (from, to, by) => {
    expect(canChangeAcceptStatus(from, to, by)).toBe(false);
  });

  it('covers every combination once', () => {
    expect(allowed.length + refused.length).toBe(4 * 3 * 2);
  });

  it('never lets a dispatcher publish and never lets the accepter send an outage back for review', () => {
    for (const from of [null, ...ACCEPT_STATUSES]) {
      expect(canChangeAcceptStatus(from, 'ACCEPTED', 'DISPATCHER_SAVE')).toBe(false);
      expect(canChangeAcceptStatus(from, 'TO_ACCEPT', 'ACCEPTER')).toBe(false);
    }
  });
});
