import { BadRequestException, NotFoundException } from '@nestjs/common';
import { bboxOf, type AreaGeometry } from './area-geometry';
import type { AreasRepository } from './areas.repository';
import { AreasService } from './areas.service';
import type { AreaEntity } from './entities/area.entity';

const square = (x: number, y: number, size = 1) => [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];
const entity = (id: number, name: string, geometry: AreaGeometry): AreaEntity =>
  ({ id, name, description: null, geometry, ...bboxOf(geometry), createdAt: new Date(), updatedAt: new Date() }) as AreaEntity;

describe('AreasService', () => {
  let stored: AreaEntity[];
  let repository: { findAll: jest.Mock; findById: jest.Mock; saveAll: jest.Mock };
  let sut: AreasService;

  beforeEach(async () => {
    stored = [entity(1, 'Z dziurą', { type: 'Polygon', coordinates: [square(20, 52, 2), square(20.5, 52.5)] }), entity(2, 'Obok', { type: 'Polygon', coordinates: [square(23, 52)] })];
    repository = {
      findAll: jest.fn(async () => stored),
      findById: jest.fn(async (id: number) => stored.find((a) => a.id === id) ?? null),
      saveAll: jest.fn(async () => {
        stored = [entity(1, 'Z dziurą', { type: 'Polygon', coordinates: [square(30, 52)] })];
        return { added: 0, replaced: 1, areas: stored };
      }),
    };
    sut = new AreasService(repository as unknown as AreasRepository);
    await sut.onModuleInit();
  });

  it('answers the point lookup from memory, without a query per request', () => {
    repository.findAll.mockClear();
    expect(sut.findByPoint({ lat: 52.1, lng: 20.1 })).toEqual({ id: 1, name: 'Z dziurą' });
    expect(sut.findByPoint({ lat: 52.5, lng: 23.5 })).toEqual({ id: 2, name: 'Obok' });
    expect(repository.findAll).not.toHaveBeenCalled();
    expect(repository.findById).not.toHaveBeenCalled();
  });

  it('answers 404 inside a hole and outside every area', () => {
    expect(() => sut.findByPoint({ lat: 53, lng: 21 })).toThrow(new NotFoundException('Punkt poza obszarem działania'));
    expect(() => sut.findByPoint({ lat: 60, lng: 21 })).toThrow(NotFoundException);
  });

  it('reloads the copy after an upload so the lookup uses the new outline at once', async () => {
    const file = { originalname: 'a.GeoJSON', buffer: Buffer.from(JSON.stringify({ type: 'Feature', properties: { name: 'Z dziurą' }, geometry: { type: 'Polygon', coordinates: [square(30, 52)] } })) };
    await sut.upload(file);
    expect(sut.findByPoint({ lat: 52.5, lng: 30.5 })).toEqual({ id: 1, name: 'Z dziurą' });
    expect(() => sut.findByPoint({ lat: 52.1, lng: 20.1 })).toThrow(NotFoundException);
  });

  it('refuses a file by its extension before reading it, and stores nothing', async () => {
    await expect(sut.upload({ originalname: 'a.json', buffer: Buffer.from('{}') })).rejects.toThrow(new BadRequestException('Akceptowane są wyłącznie pliki geoJSON'));
    expect(repository.saveAll).not.toHaveBeenCalled();
  });
});
