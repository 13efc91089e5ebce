import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import type { AcceptStatus } from '@portal/domain';
import type { PlannedOutageInputDto } from './dto/planned-outage-input.dto';
import type { PlannedOutageEntity } from './entities/planned-outage.entity';
import type { OutageAddressResolver } from './outage-address.resolver';
import type { PlannedOutageAddressValues, PlannedOutagesRepository, PlannedOutageValues } from './planned-outages.repository';
import { PlannedOutagesService } from './planned-outages.service';
import { DomainEvents } from '../common/events/domain-events';
import { PlannedOutagePublished, PlannedOutageWithdrawn } from './events/planned-outage.events';

const dispatcher: AuthUser = { id: 7, role: 'DISPATCHER', fullName: 'Dorota Dyspozytor', email: 'd@test.local' };
const otherDispatcher: AuthUser = { id: 8, role: 'DISPATCHER', fullName: 'Inny Mistrz', email: 'i@test.local' };
const accepter: AuthUser = { id: 9, role: 'ACCEPTER', fullName: 'Artur Akceptujący', email: 'a@test.local' };

/** The repository in memory: what the rules need, nothing more. */
class FakeRepository {
  rows = new Map<number, PlannedOutageEntity>();
  private nextId = 1;

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return work({} as EntityManager);
  }
  async findById(id: number) {
    return this.rows.get(id) ?? null;
  }
  async lockByIds(ids: number[]) {
    return ids.map((id) => this.rows.get(id)).filter((o): o is PlannedOutageEntity => !!o);
  }
  async insert(values: PlannedOutageValues & { createdById: number }, addresses: PlannedOutageAddressValues[]) {
    const id = this.nextId++;
    this.rows.set(id, this.entity(id, values, addresses));
    return id;
  }
  async update(id: number, values: PlannedOutageValues, addresses: PlannedOutageAddressValues[]) {
    this.rows.set(id, this.entity(id, { ...values, createdById: this.rows.get(id)!.createdById, deleted: this.rows.get(id)!.deleted }, addresses));
  }
  async setAcceptStatus(ids: number[], acceptStatus: AcceptStatus) {
    for (const id of ids) this.rows.get(id)!.acceptStatus = acceptStatus;
  }
  async streetAddressesOf(ids: number[]) {
    return new Map(ids.map((id) => [id, (this.rows.get(id)!.addresses ?? []).map((a) => ({ street: a.street, streetNumber: a.streetNumber }))]));
  }
  async markDeleted(ids: number[]) {
    let n = 0;
    for (const id of ids) {
      if (this.rows.get(id)!.deleted) continue;
      this.rows.get(id)!.deleted = true;
      n++;
    }
    return n;
  }
  seed(over: Partial<PlannedOutageEntity>): PlannedOutageEntity {
    const id = this.nextId++;
    const row = this.entity(
      id,
      {
        ...input(),
        outageStart: new Date(),
        outageEnd: new Date(),
        points: [],
        acceptStatus: 'TO_ACCEPT',
        taskNumber: null,
        recipient: null,
        comment: null,
        createdById: dispatcher.id,
        ...over,
      } as never,
      [],
    );
    this.rows.set(id, row);
    return row;
  }
  private entity(id: number, values: Partial<PlannedOutageEntity>, addresses: PlannedOutageAddressValues[]): PlannedOutageEntity {
    // As the table's defaults: not deleted, nothing reported, not cancelled.
    return {
      deleted: false,
      actualStart: null,
      actualEnd: null,
      cancelledAt: null,
      ...values,
      id,
      createdBy: { fullName: 'Dorota Dyspozytor' },
      addresses: addresses.map((a, position) => ({ ...a, outageId: id, position })),
    } as PlannedOutageEntity;
  }
}

const input = (over: Partial<PlannedOutageInputDto> = {}): PlannedOutageInputDto => ({
  addresses: [
    { nonFormattedAddress: 'ul. Marszałkowska 10', street: 'ul. Marszałkowska', streetNumber: '10', city: 'Warszawa', coordinates: { lng: 21, lat: 52 } },
    { nonFormattedAddress: 'Puławska 145', coordinates: { lng: 21.1, lat: 52.1 } },
  ],
  outageStart: '2026-12-01T07:00:00Z',
  outageEnd: '2026-12-01T13:00:00+01:00',
  outageAnnouncement: '2026-11-24',
  voltageLevel: 'LV',
  ...over,
});

/** Records which alerts the rules asked for (the notifications module is tested on its own). */
class AlertsSpy {
  published: number[] = [];
  withdrawn: number[] = [];
  async plannedPublished(_em: EntityManager, o: { id: number }) {
    this.published.push(o.id);
    return 0;
  }
  async plannedWithdrawn(_em: EntityManager, o: { id: number }) {
    this.withdrawn.push(o.id);
    return 0;
  }
}

describe('PlannedOutagesService', () => {
  let repo: FakeRepository;
  let alerts: AlertsSpy;
  let sut: PlannedOutagesService;

  beforeEach(() => {
    repo = new FakeRepository();
    alerts = new AlertsSpy();
    // The alerts listen to the service's events inside its transaction, as NotificationsListeners wires them.
    const events = new DomainEvents();
    events.inTransaction(PlannedOutagePublished, (e, em) => alerts.plannedPublished(em, e.outage));
    events.inTransaction(PlannedOutageWithdrawn, (e, em) => alerts.plannedWithdrawn(em, e.outage));
    sut = new PlannedOutagesService(repo as unknown as PlannedOutagesRepository, {} as OutageAddressResolver, events);
  });

  describe('alerts', () => {
    it('announces an outage when it is published, and cancels it when a published one is rejected or deleted', async () => {
      const a = repo.seed({ acceptStatus: 'TO_ACCEPT' });
      const b = repo.seed({ acceptStatus: 'TO_ACCEPT' });
      await sut.changeAcceptStatusMany({ ids: [a.id, b.id], acceptStatus: 'ACCEPTED' }, accepter);
      expect(alerts.published).toEqual([a.id, b.id]);
      await sut.changeAcceptStatus({ id: a.id, acceptStatus: 'REJECTED' }, accepter);
      await sut.deleteMany([b.id]);
      expect(alerts.withdrawn).toEqual([a.id, b.id]);
    });

    it('tells nobody about outages that were never published', async () => {
      const a = repo.seed({ acceptStatus: 'TO_ACCEPT' });
      await sut.changeAcceptStatus({ id: a.id, acceptStatus: 'REJECTED' }, accepter);
      await sut.deleteMany([a.id]);
      expect(alerts).toMatchObject({ published: [], withdrawn: [] });
    });
  });

  describe('save', () => {
    it('creates an outage awaiting acceptance, whatever status the form sends, with its creator and hull', async () => {
      const saved = await sut.save(input({ acceptStatus: 'ACCEPTED' }), dispatcher);
      expect(saved).toMatchObject({
        acceptStatus: 'TO_ACCEPT',
        createdBy: { id: dispatcher.id },
        outageStart: '2026-12-01T07:00:00.000Z',
        outageEnd: '2026-12-01T12:00:00.000Z',
        type: 'PLANNED',
        points: [
          { lng: 21, lat: 52 },
          { lng: 21.1, lat: 52.1 },
        ],
      });
      expect(repo.rows.get(saved.id)!.addresses!.map((a) => a.searchText)).toEqual(['ul. marszalkowska 10 ul. marszalkowska 10 warszawa', 'pulawska 145']);
    });

    it.each<AcceptStatus>(['ACCEPTED', 'REJECTED', 'TO_ACCEPT'])('sends an edited %s outage back to TO_ACCEPT, in place', async (status) => {
      const existing = repo.seed({ acceptStatus: status });
      const saved = await sut.save(input({ id: existing.id, comment: 'Nowy zakres' }), dispatcher);
      expect(saved).toMatchObject({ id: existing.id, acceptStatus: 'TO_ACCEPT', comment: 'Nowy zakres' });
      expect(repo.rows.size).toBe(1);
    });

    it("refuses to edit another dispatcher's outage with 403 and changes nothing", async () => {
      const existing = repo.seed({ acceptStatus: 'ACCEPTED', comment: 'bez zmian' });
      await expect(sut.save(input({ id: existing.id, comment: 'cudze' }), otherDispatcher)).rejects.toBeInstanceOf(ForbiddenException);
      expect(repo.rows.get(existing.id)).toMatchObject({ acceptStatus: 'ACCEPTED', comment: 'bez zmian' });
    });

    it('answers 404 for an unknown or deleted outage', async () => {
      await expect(sut.save(input({ id: 99 }), dispatcher)).rejects.toBeInstanceOf(NotFoundException);
      const deleted = repo.seed({ deleted: true });
      await expect(sut.save(input({ id: deleted.id }), dispatcher)).rejects.toBeInstanceOf(NotFoundException);
    });
  });

  describe('acceptance', () => {
    it('accepts and rejects as the table allows', async () => {
      const o = repo.seed({});
      await expect(sut.changeAcceptStatus({ id: o.id, acceptStatus: 'ACCEPTED' }, accepter)).resolves.toMatchObject({ acceptStatus: 'ACCEPTED' });
      await expect(sut.changeAcceptStatus({ id: o.id, acceptStatus: 'REJECTED' }, accepter)).resolves.toMatchObject({ acceptStatus: 'REJECTED' });
    });

    it('refuses the status the outage already has with 400', async () => {
      const o = repo.seed({ acceptStatus: 'ACCEPTED' });
      await expect(sut.changeAcceptStatus({ id: o.id, acceptStatus: 'ACCEPTED' }, accepter)).rejects.toBeInstanceOf(BadRequestException);
    });

    it('answers 404 for a deleted outage', async () => {
      const o = repo.seed({ deleted: true });
      await expect(sut.changeAcceptStatus({ id: o.id, acceptStatus: 'ACCEPTED' }, accepter)).rejects.toBeInstanceOf(NotFoundException);
    });

    it('in bulk, changes those that need it and counts them; one unknown id changes nothing', async () => {
      const a = repo.seed({ acceptStatus: 'TO_ACCEPT' });
      const b = repo.seed({ acceptStatus: 'ACCEPTED' });
      const c = repo.seed({ acceptStatus: 'REJECTED' });
      await expect(sut.changeAcceptStatusMany({ ids: [a.id, 999], acceptStatus: 'ACCEPTED' }, accepter)).rejects.toBeInstanceOf(NotFoundException);
      expect(a.acceptStatus).toBe('TO_ACCEPT');
      await expect(sut.changeAcceptStatusMany({ ids: [a.id, b.id, c.id, a.id], acceptStatus: 'ACCEPTED' }, accepter)).resolves.toBe(2);
      expect([a, b, c].map((o) => o.acceptStatus)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    });
  });

  it('deletes by any dispatcher, counts only those not deleted before, 404 for an unknown id', async () => {
    const a = repo.seed({ createdById: otherDispatcher.id });
    const b = repo.seed({ deleted: true });
    await expect(sut.deleteMany([a.id, b.id])).resolves.toBe(1);
    await expect(sut.deleteMany([a.id, 12345])).rejects.toBeInstanceOf(NotFoundException);
  });

  it('turns a refused spreadsheet into a 400 with the message under the file field', async () => {
    const error = await sut.importAddressList({ originalname: 'lista.csv', buffer: Buffer.from('x') }).catch((e: BadRequestException) => e);
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).getResponse()).toEqual({
      message: 'Akceptowane są wyłącznie pliki Excel (.xlsx lub .xls)',
      errors: { file: 'Akceptowane są wyłącznie pliki Excel (.xlsx lub .xls)' },
    });
  });

  it('refuses an announcement for a deleted outage', async () => {
    const o = repo.seed({ deleted: true, outageAnnouncement: '2026-11-24' });
    await expect(sut.announcement(o.id)).rejects.toThrow('Nie można przygotować ogłoszenia dla usuniętego wyłączenia');
  });
});
