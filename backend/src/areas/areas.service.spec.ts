import { DomainEvents } from '../common/events/domain-events';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { bboxOf, type AreaGeometry } from '../geo/area-geometry';
import type { AreasRepository } from './areas.repository';
import { AreasService } from './areas.service';
import { DISPLAY_VERTICES } from './display-shape';
import type { AreaResponseDto } from './dto/area-response.dto';
import type { AreaEntity } from './entities/area.entity';

const square = (x: number, y: number, size = 1) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const entity = (id: number, name: string, geometry: AreaGeometry): AreaEntity => ({
  id,
  name,
  description: null,
  geometry,
  ...bboxOf(geometry),
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('AreasService', () => {
  let stored: AreaEntity[];
  let repository: { findAll: jest.Mock; findById: jest.Mock; saveAll: jest.Mock; version: jest.Mock };
  let version: number;
  let sut: AreasService;

  beforeEach(async () => {
    stored = [
      entity(1, 'Z dziurą', { type: 'Polygon', coordinates: [square(20, 52, 2), square(20.5, 52.5)] }),
      entity(2, 'Obok', { type: 'Polygon', coordinates: [square(23, 52)] }),
    ];
    version = 1;
    repository = {
      version: jest.fn(async () => String(version)),
      findAll: jest.fn(async () => stored),
      findById: jest.fn(async (id: number) => stored.find((a) => a.id === id) ?? null),
      saveAll: jest.fn(async () => {
        stored = [entity(1, 'Z dziurą', { type: 'Polygon', coordinates: [square(30, 52)] })];
        version += 1;
        return { added: 0, replaced: 1, areas: stored };
      }),
    };
    sut = new AreasService(repository as unknown as AreasRepository, new DomainEvents());
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
    const file = {
      originalname: 'a.GeoJSON',
      buffer: Buffer.from(JSON.stringify({ type: 'Feature', properties: { name: 'Z dziurą' }, geometry: { type: 'Polygon', coordinates: [square(30, 52)] } })),
    };
    await sut.upload(file);
    expect(sut.findByPoint({ lat: 52.5, lng: 30.5 })).toEqual({ id: 1, name: 'Z dziurą' });
    expect(() => sut.findByPoint({ lat: 52.1, lng: 20.1 })).toThrow(NotFoundException);
  });

  it('refuses a file by its extension before reading it, and stores nothing', async () => {
    await expect(sut.upload({ originalname: 'a.json', buffer: Buffer.from('{}') })).rejects.toThrow(
      new BadRequestException('Akceptowane są wyłącznie pliki geoJSON'),
    );
    expect(repository.saveAll).not.toHaveBeenCalled();
  });

  it('reads the table again only when it changed', async () => {
    repository.findAll.mockClear();
    await sut.reload();
    expect(repository.findAll).not.toHaveBeenCalled();
    version += 1;
    await sut.reload();
    expect(repository.findAll).toHaveBeenCalledTimes(1);
  });

  it('prepares both lists once: exact outlines for staff, outlines over the display budget simplified for the public', async () => {
    const n = DISPLAY_VERTICES * 4;
    const ring = Array.from({ length: n }, (_, i) => [
      21 + 0.1 * Math.cos((2 * Math.PI * i) / n) + 0.001 * Math.sin(i),
      52 + 0.1 * Math.sin((2 * Math.PI * i) / n),
    ]);
    stored = [entity(3, 'Szczegółowy', { type: 'Polygon', coordinates: [[...ring, ring[0]]] })];
    version += 1;
    await sut.reload();
    const vertices = (body: Buffer) => (JSON.parse(body.toString()) as AreaResponseDto[])[0].shape[0].outerRing.length;
    expect(vertices(sut.staffBody().identity)).toBe(n + 1);
    expect(vertices(sut.publicBody().identity)).toBeLessThanOrEqual(DISPLAY_VERTICES);
    expect(sut.publicBody().etag).not.toBe(sut.staffBody().etag);
    expect(sut.publicBody().br.length).toBeLessThan(sut.publicBody().identity.length);
  });
});
