import {
  DEFAULT_VIEW,
  searchRequest,
  viewFromQuery,
  viewToQuery,
  withFilters,
  withLimit,
  withOffset,
  withSort,
  withSortBy,
  type PlannedView,
} from './planned-view';

const view = (changes: Partial<PlannedView> = {}): PlannedView => ({ ...DEFAULT_VIEW, ...changes });
const fromSearch = (search: string) => viewFromQuery(new URLSearchParams(search));

describe('the planned list ⇄ its URL query (spec §2)', () => {
  it.each<[string, PlannedView, string]>([
    ['defaults', view(), 'limit=10&offset=0&sortField=outageStart&sortOrder=ASC'],
    [
      'every field',
      view({ address: 'Marszałkowska 10', outageStart: '2026-11-22T23:00:00.000Z', limit: 20, offset: 40, sortField: 'outageEnd', sortOrder: 'DESC' }),
      'address=Marsza%C5%82kowska+10&outageStart=2026-11-22T23%3A00%3A00.000Z&limit=20&offset=40&sortField=outageEnd&sortOrder=DESC',
    ],
    ['an address only', view({ address: 'Puławska' }), 'address=Pu%C5%82awska&limit=10&offset=0&sortField=outageStart&sortOrder=ASC'],
    [
      'a start date only',
      view({ outageStart: '2026-06-30T22:00:00.000Z', limit: 5, offset: 5 }),
      'outageStart=2026-06-30T22%3A00%3A00.000Z&limit=5&offset=5&sortField=outageStart&sortOrder=ASC',
    ],
    ['50 a page, third page', view({ limit: 50, offset: 100, sortOrder: 'DESC' }), 'limit=50&offset=100&sortField=outageStart&sortOrder=DESC'],
  ])('%s: written as the query and read back unchanged', (_, state, search) => {
    expect(viewToQuery(state).toString()).toBe(search);
    expect(fromSearch(search)).toEqual(state);
  });

  it.each<[string, string, Partial<PlannedView>]>([
    ['nothing', '', {}],
    ['a limit not offered', 'limit=15', {}],
    ['a negative offset', 'offset=-10', {}],
    ['an offset inside a page', 'limit=10&offset=27', { offset: 20 }],
    ['an unknown sort field', 'sortField=comment', {}],
    ['a lower-case order', 'sortOrder=desc', {}],
    ['a date without a time', 'outageStart=2026-11-23', {}],
    ['an impossible date', 'outageStart=2026-02-30T00:00:00.000Z', {}],
    ['an offset-zoned date', 'outageStart=2026-11-23T00:00:00%2B01:00', { outageStart: '2026-11-22T23:00:00.000Z' }],
    ['spaces around the address', 'address=%20%20Grochowska%20', { address: 'Grochowska' }],
    ['an address over 100 characters', `address=${'x'.repeat(150)}`, { address: 'x'.repeat(100) }],
    ['unknown parameters', 'page=3&foo=bar', {}],
  ])('a link with %s falls back to the defaults for what is wrong', (_, search, expected) => {
    expect(fromSearch(search)).toEqual(view(expected));
  });

  it('a read link, written again, reads the same: the page rewrites a hand-edited link once and is stable', () => {
    for (const search of ['', 'limit=15&offset=33', 'address=%20a%20&sortOrder=DESC', 'outageStart=2026-11-23T00:00:00%2B01:00']) {
      const once = viewToQuery(fromSearch(search)).toString();
      expect(viewToQuery(fromSearch(once)).toString()).toBe(once);
    }
  });
});

describe('the body of the search calls', () => {
  it.each<[string, PlannedView, object]>([
    ['no filters', view(), { page: { limit: 10, offset: 0, sortField: 'outageStart', sortOrder: 'ASC' } }],
    [
      'both filters, sorted by end, page 3 of 20',
      view({ address: 'Puławska 145', outageStart: '2026-11-22T23:00:00.000Z', limit: 20, offset: 40, sortField: 'outageEnd', sortOrder: 'DESC' }),
      { address: 'Puławska 145', outageStart: '2026-11-22T23:00:00.000Z', page: { limit: 20, offset: 40, sortField: 'outageEnd', sortOrder: 'DESC' } },
    ],
  ])('%s', (_, state, body) => {
    expect(searchRequest(state)).toEqual(body);
  });
});

describe('changes', () => {
  const onPage3 = view({ offset: 20 });

  it.each<[string, PlannedView, Partial<PlannedView>]>([
    ['the sorted column ascending → descending', withSortBy(onPage3, 'outageStart'), { sortField: 'outageStart', sortOrder: 'DESC', offset: 0 }],
    [
      'the sorted column descending → ascending',
      withSortBy(view({ sortOrder: 'DESC', offset: 20 }), 'outageStart'),
      { sortField: 'outageStart', sortOrder: 'ASC', offset: 0 },
    ],
    [
      'another column starts ascending',
      withSortBy(view({ sortOrder: 'DESC', offset: 20 }), 'outageEnd'),
      { sortField: 'outageEnd', sortOrder: 'ASC', offset: 0 },
    ],
    ['an order picked from the list', withSort(onPage3, 'outageEnd', 'DESC'), { sortField: 'outageEnd', sortOrder: 'DESC', offset: 0 }],
    ['an address', withFilters(onPage3, { address: 'Grochowska' }), { address: 'Grochowska', offset: 0 }],
    ['an address with spaces around it', withFilters(onPage3, { address: ' Grochowska  ' }), { address: 'Grochowska', offset: 0 }],
    ['a start date', withFilters(onPage3, { outageStart: '2026-11-22T23:00:00.000Z' }), { outageStart: '2026-11-22T23:00:00.000Z', offset: 0 }],
    [
      'cleared filters',
      withFilters(view({ address: 'a', outageStart: '2026-11-22T23:00:00.000Z', offset: 20 }), { address: '', outageStart: null }),
      { offset: 0 },
    ],
    ['rows per page', withLimit(onPage3, 50), { limit: 50, offset: 0 }],
    ['the next page', withOffset(onPage3, 30), { offset: 30 }],
    ['an offset inside a page', withOffset(onPage3, 37), { offset: 30 }],
    ['a negative offset', withOffset(onPage3, -10), { offset: 0 }],
  ])('%s', (_, changed, expected) => {
    expect(changed).toEqual(view({ offset: 20, ...expected }));
  });

  it.each<[string, PlannedView]>([
    ['the same filters', withFilters(onPage3, { address: '', outageStart: null })],
    ['the same address with a trailing space', withFilters(view({ address: 'Grochowska', offset: 20 }), { address: 'Grochowska ' })],
    ['the same order', withSort(onPage3, 'outageStart', 'ASC')],
    ['the same rows per page', withLimit(onPage3, 10)],
    ['the same page', withOffset(onPage3, 25)],
  ])('%s change nothing, not even the page', (_, changed) => {
    expect(changed.offset).toBe(20);
  });
});
