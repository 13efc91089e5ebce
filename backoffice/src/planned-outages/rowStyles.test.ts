import { outage } from '../../test/plannedOutages';
import { AWAITING_BACKGROUND, plannedOutageRowSx } from './rowStyles';

describe('planned-outage row styles (spec §2.9)', () => {
  it('highlights an outage waiting for acceptance', () => {
    expect(plannedOutageRowSx(outage({ acceptStatus: 'TO_ACCEPT' }))).toEqual({ bgcolor: AWAITING_BACKGROUND, '--row-bg': AWAITING_BACKGROUND });
  });

  it.each(['ACCEPTED', 'REJECTED'] as const)('leaves a %s outage plain', (acceptStatus) => {
    expect(plannedOutageRowSx(outage({ acceptStatus }))).toEqual({});
  });

  it('greys and strikes through a deleted outage, whatever its status', () => {
    expect(plannedOutageRowSx(outage({ deleted: true, acceptStatus: 'TO_ACCEPT' }))).toEqual({
      '& td': { color: 'text.secondary' },
      '& td .MuiTypography-root': { textDecoration: 'line-through', color: 'text.secondary' },
    });
  });
});
