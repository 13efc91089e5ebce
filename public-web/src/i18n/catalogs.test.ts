import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@portal/domain';
import { compileCatalog } from '../../lingui-catalogs';
import { LAZY_AREAS } from './catalogs';
import { catalogProblems, type AreaCatalogs } from './catalog-check';

const folder = __dirname;
const areas = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'pl.json')))
  .map((entry) => entry.name);

const read = (area: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(folder, area, `${language}.json`), 'utf8'))])) as AreaCatalogs;

describe('the message catalogs', () => {
  it('cover the layout and the map', () => {
    expect(areas).toEqual(expect.arrayContaining(['layout', 'map']));
  });

  it('cover the report wizard, sign-in and the account, and every area folder is one the site loads: the first load’s or a lazy one', () => {
    expect(areas).toEqual(expect.arrayContaining(['wizard', 'auth', 'account']));
    expect([...areas].sort()).toEqual(['layout', 'map', ...Object.keys(LAZY_AREAS)].sort());
  });

  it.each(areas)('%s: every language has every Polish message, valid, with the same placeholders and every plural form', (area) => {
    expect(catalogProblems(area, read(area))).toEqual([]);
  });

  it.each(areas)('%s: every catalog compiles as the build compiles it', (area) => {
    for (const messages of Object.values(read(area))) expect(() => compileCatalog(messages)).not.toThrow();
  });
});

describe('the catalog check', () => {
  const good: AreaCatalogs = {
    pl: { 'x.count': '{count, plural, one {# awaria} few {# awarie} many {# awarii} other {# awarii}}', 'x.hello': 'Dzień dobry, {name}' },
    uk: { 'x.count': '{count, plural, one {# аварія} few {# аварії} many {# аварій} other {# аварії}}', 'x.hello': 'Добрий день, {name}' },
    en: { 'x.count': '{count, plural, one {# failure} other {# failures}}', 'x.hello': 'Hello, {name}' },
  };

  it('passes complete catalogs', () => {
    expect(catalogProblems('x', good)).toEqual([]);
  });

  it('names a missing translation', () => {
    expect(catalogProblems('x', { ...good, en: { 'x.count': good.en['x.count'] } })).toEqual(['x/en: x.hello is missing']);
  });

  it('names placeholders that differ from the Polish ones', () => {
    expect(catalogProblems('x', { ...good, uk: { ...good.uk, 'x.hello': 'Добрий день, {person}' } })).toEqual([
      'x/uk: x.hello has {person} where Polish has {name}',
    ]);
  });

  it('names a Ukrainian plural without its "few" and "many" forms', () => {
    expect(catalogProblems('x', { ...good, uk: { ...good.uk, 'x.count': '{count, plural, one {# аварія} other {# аварії}}' } })).toEqual([
      'x/uk: x.count lacks the plural forms few, many of {count}',
    ]);
  });

  it('names a message that is not in the Polish source and one that does not parse', () => {
    expect(catalogProblems('x', { ...good, en: { ...good.en, 'x.extra': 'Extra', 'x.hello': 'Hello, {name' } })).toEqual([
      expect.stringMatching(/^x\/en: x\.hello is not valid ICU MessageFormat/),
      'x/en: x.extra is not in the Polish source',
    ]);
  });
});
