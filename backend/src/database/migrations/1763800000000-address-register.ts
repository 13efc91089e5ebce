import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address register of the geocoding module (docs/geocoding.md): streets and address points, searchable
 * without regard to case, diacritics or the street-type prefix.
 */
export class AddressRegister1763800000000 implements MigrationInterface {
  name = 'AddressRegister1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // Both ship with PostgreSQL (contrib) and are "trusted": a database owner without superuser rights may create them.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    // unaccent() is only STABLE (its dictionary could change), so it cannot be indexed directly. With the dictionary
    // fixed, the result depends on the text alone: this wrapper is IMMUTABLE on purpose. The SQL-standard body is
    // bound at creation, so neither search_path nor the schema of the extension matters later. Same rules as
    // normaliseForSearch() in address-text-parser.ts: lower case, no diacritics, anything else one space.
    await q.query(`
      CREATE FUNCTION geo_normalise(value text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN btrim(regexp_replace(lower(unaccent('unaccent'::regdictionary, value)), '[^a-z0-9]+', ' ', 'g'))`);
    await q.query(`
      CREATE TABLE "address_streets" (
        "id" SERIAL PRIMARY KEY,
        "street_key" varchar(400) NOT NULL,
        "street_type" varchar(20),
        "name" varchar(150) NOT NULL,
        "city" varchar(100) NOT NULL,
        "district" varchar(100),
        "search_name" text NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX "address_streets_key_unique" ON "address_streets" ("street_key")`);
    // search_name = geo_normalise(name), written with every insert and update by AddressRegisterRepository: a stored
    // column costs nothing to read, where calling the function for every row of a scan costs milliseconds.
    // Trigrams answer 'word anywhere' and misspellings; text_pattern_ops answers a plain prefix, even of 2 letters.
    // GiST rather than GIN: it also walks names nearest first (ORDER BY <->), so looking for a misspelt name reads a
    // few index entries instead of computing the similarity of every street.
    await q.query(`CREATE INDEX "address_streets_search_trgm" ON "address_streets" USING gist ("search_name" gist_trgm_ops)`);
    await q.query(`CREATE INDEX "address_streets_search_prefix" ON "address_streets" ("search_name" text_pattern_ops)`);
    await q.query(`
      CREATE TABLE "address_points" (
        "id" SERIAL PRIMARY KEY,
        "external_id" varchar(100) NOT NULL,
        "street_id" integer NOT NULL,
        "house_number" varchar(20) NOT NULL,
        "postcode" varchar(6),
        "lng" double precision NOT NULL,
        "lat" double precision NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "address_points_street_fk" FOREIGN KEY ("street_id") REFERENCES "address_streets" ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "address_points_external_id_unique" ON "address_points" ("external_id")`);
    await q.query(`CREATE INDEX "address_points_street_number" ON "address_points" ("street_id", "house_number")`);
    await q.query(`CREATE INDEX "address_points_location" ON "address_points" USING gist (point("lng", "lat"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "address_points"`);
    await q.query(`DROP TABLE "address_streets"`);
    await q.query(`DROP FUNCTION geo_normalise(text)`);
    // The extensions stay: other objects may use them.
  }
}
