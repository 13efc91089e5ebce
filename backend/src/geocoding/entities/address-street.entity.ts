import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A street of a city district, as the address register knows it; address points hang off it. Autocomplete
 * searches these few thousand rows (not every point), through the indexes on search_name.
 */
@Entity({ name: 'address_streets' })
@Index('address_streets_key_unique', ['streetKey'], { unique: true })
// Trigram (GiST) and prefix (text_pattern_ops) indexes on search_name, created by the migration; TypeORM cannot describe them.
@Index('address_streets_search_trgm', { synchronize: false })
@Index('address_streets_search_prefix', { synchronize: false })
export class AddressStreetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** normalised city | district | type | name: one row per street of a district, whatever the spelling in the source. */
  @Column({ name: 'street_key', type: 'varchar', length: 400 })
  streetKey: string;

  /** 'ul.', 'al.', 'pl.', 'os.' …; null when the source does not say. */
  @Column({ name: 'street_type', type: 'varchar', length: 20, nullable: true })
  streetType: string | null;

  /** Without the type: 'Marszałkowska', 'Jerozolimskie', 'Marcina Kasprzaka'. */
  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  district: string | null;

  /** geo_normalise(name): lower case, no diacritics, no punctuation. Written by the database function on every upsert. */
  @Column({ name: 'search_name', type: 'text', select: false })
  searchName: string;
}
