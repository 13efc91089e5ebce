import { BadRequestException, NotFoundException } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

const ACTOR = { userId: 7, address: '127.0.0.1', method: 'password' };

describe('SettingsService', () => {
  let stored: Array<{ key: string; value: string | null }>;
  let repository: { findAll: jest.Mock; saveMany: jest.Mock };
  let sut: SettingsService;

  beforeEach(async () => {
    stored = [
      { key: 'showMaintenance', value: 'true' },
      { key: 'retiredKey', value: 'x' },
    ];
    repository = {
      findAll: jest.fn(async () => stored),
      saveMany: jest.fn(async (entries: typeof stored) => {
        stored = [...stored.filter((s) => !entries.some((e) => e.key === s.key)), ...entries];
      }),
    };
    sut = new SettingsService(repository as unknown as SettingsRepository, new DomainEvents());
    await sut.onModuleInit();
  });

  it('serves the stored values over the defaults, known keys only, without querying again', () => {
    expect(sut.all()).toEqual([
      { key: 'maintenanceStart', value: null },
      { key: 'maintenanceEnd', value: null },
      { key: 'showMaintenance', value: 'true' },
      { key: 'canAddReportOutsideArea', value: 'false' },
    ]);
    expect(sut.get('showMaintenance')).toEqual({ key: 'showMaintenance', value: 'true' });
    expect(repository.findAll).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for an unknown key, even one left in the table', () => {
    expect(() => sut.get('retiredKey')).toThrow(NotFoundException);
  });

  it('saves a valid edit and serves it at once', async () => {
    const result = await sut.editMany([{ key: 'canAddReportOutsideArea', value: 'true' }], ACTOR);
    expect(repository.saveMany).toHaveBeenCalledWith([{ key: 'canAddReportOutsideArea', value: 'true' }], 7, expect.any(Function));
    expect(result).toContainEqual({ key: 'canAddReportOutsideArea', value: 'true' });
    expect(sut.get('canAddReportOutsideArea').value).toBe('true');
  });

  it.each([
    ['not a list', { key: 'showMaintenance', value: 'true' }],
    ['an entry without a key', [{ value: 'true' }]],
    ['an entry with another field', [{ key: 'showMaintenance', value: 'true', extra: 1 }]],
    ['an unknown key', [{ key: 'colour', value: 'red' }]],
  ])('refuses %s and saves nothing', async (_name, body) => {
    await expect(sut.editMany(body, ACTOR)).rejects.toThrow(BadRequestException);
    expect(repository.saveMany).not.toHaveBeenCalled();
  });
});
