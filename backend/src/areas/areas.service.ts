import { BadRequestException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AREA_MESSAGES, AreaFileError, containsPoint, inBBox, parseAreaFile, type BBox, type LatLng } from './area-geometry';
import { AreasRepository } from './areas.repository';
import { AreaNameResponseDto, AreaResponseDto, AreaUploadResponseDto } from './dto/area-response.dto';
import type { AreaEntity } from './entities/area.entity';

export interface UploadedAreaFile {
  originalname: string;
  buffer: Buffer;
  size?: number;
}

/** Other instances pick up an upload made elsewhere within this time (docs/areas.md). */
const RELOAD_EVERY_MS = 60_000;

/**
 * Service areas. They are few and small, so all of them are kept in memory: the public point lookup
 * (asked on every report) does no database query. The copy is loaded at start, after every upload, and
 * every minute so that several instances agree.
 */
@Injectable()
export class AreasService implements OnModuleInit {
  private areas: ReadonlyArray<AreaEntity & { bbox: BBox }> = [];

  constructor(private readonly repository: AreasRepository) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  @Interval(RELOAD_EVERY_MS)
  async reload(): Promise<void> {
    const rows = await this.repository.findAll();
    this.areas = rows.map((a) => ({ ...a, bbox: { minLng: a.minLng, minLat: a.minLat, maxLng: a.maxLng, maxLat: a.maxLat } }));
  }

  findAll(): AreaResponseDto[] {
    return this.areas.map(AreaResponseDto.from);
  }

  /** Whether an area has this id: from memory, then the database (an upload on another instance within the minute). */
  async exists(id: number): Promise<boolean> {
    return this.areas.some((a) => a.id === id) || (await this.repository.findById(id)) !== null;
  }

  async get(id: number): Promise<AreaResponseDto> {
    const area = await this.repository.findById(id);
    if (!area) throw new NotFoundException(AREA_MESSAGES.notFound);
    return AreaResponseDto.from(area);
  }

  /** The area containing the point (holes excluded), from memory; 404 outside every area (public spec §8). */
  findByPoint(where: LatLng): AreaNameResponseDto {
    const area = this.areas.find((a) => inBBox(a.bbox, where) && containsPoint(a.geometry, where));
    if (!area) throw new NotFoundException(AREA_MESSAGES.outside);
    return { id: area.id, name: area.name };
  }

  async upload(file: UploadedAreaFile | undefined): Promise<AreaUploadResponseDto> {
    const parsed = this.parse(file);
    const saved = await this.repository.saveAll(parsed);
    await this.reload();
    return { added: saved.added, replaced: saved.replaced, areas: saved.areas.map(AreaResponseDto.from) };
  }

  private parse(file: UploadedAreaFile | undefined) {
    const refuse = (message: string) => new BadRequestException({ message, errors: { file: message } });
    if (!file?.buffer) throw refuse(AREA_MESSAGES.noFile);
    if (!/\.geojson$/i.test(file.originalname ?? '')) throw refuse(AREA_MESSAGES.wrongType);
    try {
      return parseAreaFile(file.buffer);
    } catch (error) {
      if (error instanceof AreaFileError) throw refuse(error.message);
      throw error;
    }
  }
}
