import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { LoginFailureEntity } from '../auth/entities/login-failure.entity';
import { UserEntity } from '../users/entities/user.entity';

/** Every entity, listed once: the app, the migration runner and the drift check share this list. */
export const ENTITIES = [UserEntity, LoginFailureEntity];

/** Never `synchronize`: the schema changes only through migrations (CONVENTIONS). */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: [join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20, application_name: 'portal-awarii' },
  };
}
