import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ParsedArea } from '../geo/area-geometry';
import { AreaEntity } from './entities/area.entity';

/** Any number; only serialises concurrent uploads so two files with the same new name do not collide. */
const UPLOAD_LOCK = 727101;

export interface SavedAreas {
  added: number;
  replaced: number;
  areas: AreaEntity[];
  /** Per stored area, in the same order: the name and description it replaced, or null for a new name. */
  previous: Array<{ name: string; description: string | null } | null>;
}

/** The only place that queries areas. */
@Injectable()
export class AreasRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findAll(): Promise<AreaEntity[]> {
    return this.db.getRepository(AreaEntity).find({ order: { name: 'ASC', id: 'ASC' } });
  }

  /** Changes whenever an area is added, replaced or removed: the periodic reload skips an unchanged table. */
  async version(): Promise<string> {
    const [row] = await this.db.query('SELECT count(*)::int AS n, max(updated_at) AS at, max(id) AS id FROM areas');
    return `${row.n}:${row.at ? new Date(row.at).getTime() : 0}:${row.id ?? 0}`;
  }

  findById(id: number): Promise<AreaEntity | null> {
    return this.db.getRepository(AreaEntity).findOneBy({ id });
  }

  /**
   * All or nothing: an existing name keeps its id and gets the new outline; a new name is added. `alongside` runs in
   * the same transaction (the upload's audit record commits with the areas or not at all).
   */
  saveAll(parsed: ParsedArea[], alongside?: (em: EntityManager, saved: SavedAreas) => Promise<unknown>): Promise<SavedAreas> {
    return this.db.transaction(async (em) => {
      const saved = await saveAreas(em, parsed);
      await alongside?.(em, saved);
      return saved;
    });
  }
}

export async function saveAreas(em: EntityManager, parsed: ParsedArea[]): Promise<SavedAreas> {
  await em.query('SELECT pg_advisory_xact_lock($1)', [UPLOAD_LOCK]);
  const repo = em.getRepository(AreaEntity);
  const result: SavedAreas = { added: 0, replaced: 0, areas: [], previous: [] };
  for (const area of parsed) {
    const existing = await repo.findOneBy({ name: area.name });
    if (existing) result.replaced += 1;
    else result.added += 1;
    result.previous.push(existing && { name: existing.name, description: existing.description });
    const values = { name: area.name, description: area.description, geometry: area.geometry, ...area.bbox };
    result.areas.push(await repo.save(existing ? repo.merge(existing, values) : repo.create(values)));
  }
  return result;
}
