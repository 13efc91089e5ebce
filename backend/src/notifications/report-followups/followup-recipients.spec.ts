import { followupRecipient, withinCaps } from './followup-recipients';

describe('follow-up recipients', () => {
  it.each([
    ['EMAIL', { email: ' Anna@Example.PL ', phone: null, accountPhone: null }, 'anna@example.pl'],
    ['EMAIL', { email: '', phone: '600100200', accountPhone: '600100200' }, null],
    ['SMS', { email: 'a@b.pl', phone: '+48 600 100 200', accountPhone: null }, null],
    ['SMS', { email: null, phone: '+48 600 100 200', accountPhone: '600100200' }, '+48600100200'],
    ['SMS', { email: null, phone: '+48600100201', accountPhone: '600100200' }, null],
    ['SMS', { email: null, phone: 'abc', accountPhone: 'abc' }, null],
    ['PUSH', { email: 'a@b.pl', phone: '600100200', accountPhone: '600100200' }, null],
  ] as const)('%s to %j → %s', (channel, contact, expected) => {
    expect(followupRecipient(channel, contact)).toBe(expected);
  });

  it('keeps one per recipient and channel for an outage, in the order asked', () => {
    const wanted = [
      { recipient: 'ofiara@x.pl', channel: 'EMAIL' as const },
      { recipient: 'ofiara@x.pl', channel: 'EMAIL' as const },
      { recipient: 'inna@x.pl', channel: 'EMAIL' as const },
      { recipient: '+48600100200', channel: 'SMS' as const },
      { recipient: '+48600100200', channel: 'SMS' as const },
    ];
    expect(withinCaps(wanted, 'REPORT_FOLLOWUP:outage:1', [])).toEqual([0, 2, 3]);
  });

  it('sends nothing to a recipient already told of this outage, or told three times in the day', () => {
    const wanted = [
      { recipient: 'a@x.pl', channel: 'EMAIL' as const },
      { recipient: 'b@x.pl', channel: 'EMAIL' as const },
      { recipient: 'c@x.pl', channel: 'EMAIL' as const },
    ];
    const history = [
      { recipient: 'a@x.pl', channel: 'EMAIL' as const, key: 'REPORT_FOLLOWUP:outage:1' },
      ...[2, 3, 4].map((n) => ({ recipient: 'b@x.pl', channel: 'EMAIL' as const, key: `REPORT_FOLLOWUP:outage:${n}` })),
      ...[2, 3].map((n) => ({ recipient: 'c@x.pl', channel: 'EMAIL' as const, key: `REPORT_FOLLOWUP:outage:${n}` })),
      // Another channel is counted on its own.
      { recipient: 'c@x.pl', channel: 'SMS' as const, key: 'REPORT_FOLLOWUP:outage:5' },
    ];
    expect(withinCaps(wanted, 'REPORT_FOLLOWUP:outage:1', history)).toEqual([2]);
  });
});
