import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AreaGeometry } from '../../geo/area-geometry';

/**
 * A service area (public spec §3 Area, staff spec §2.7). The outline is stored as GeoJSON (WGS 84) and
 * read whole into memory by AreasService; the bbox columns allow a cheap pre-filter in SQL too.
 */
@Entity({ name: 'areas' })
@Index('areas_name_unique', ['name'], { unique: true })
export class AreaEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  /** A GeoJSON Polygon or MultiPolygon geometry, RFC 7946 (lng, lat order). */
  @Column({ type: 'jsonb' })
  geometry: AreaGeometry;

  @Column({ name: 'min_lng', type: 'double precision' })
  minLng: number;

  @Column({ name: 'min_lat', type: 'double precision' })
  minLat: number;

  @Column({ name: 'max_lng', type: 'double precision' })
  maxLng: number;

  @Column({ name: 'max_lat', type: 'double precision' })
  maxLat: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
