import { requestLanguage } from './request-language';

const request = (over: { path?: string; query?: Record<string, unknown>; cookie?: string; acceptLanguage?: string } = {}) => ({
  path: over.path ?? '/public/api/register',
  query: (over.query ?? {}) as never,
  headers: { cookie: over.cookie, 'accept-language': over.acceptLanguage },
});

describe('requestLanguage', () => {
  it('takes the lang query parameter first, then the lang cookie, then Accept-Language, then Polish', () => {
    const all = { query: { lang: 'en' }, cookie: 'a=1; lang=uk', acceptLanguage: 'en-GB,en;q=0.9' };
    expect(requestLanguage(request(all))).toBe('en');
    expect(requestLanguage(request({ ...all, query: {} }))).toBe('uk');
    expect(requestLanguage(request({ acceptLanguage: 'uk-UA,uk;q=0.9,pl;q=0.5' }))).toBe('uk');
    expect(requestLanguage(request())).toBe('pl');
  });

  it('passes over values that name no language of ours', () => {
    expect(requestLanguage(request({ query: { lang: 'de' }, cookie: 'lang=xx', acceptLanguage: 'en' }))).toBe('en');
    expect(requestLanguage(request({ query: { lang: ['uk', 'en'] }, cookie: 'lang=' }))).toBe('pl');
  });

  it('answers the staff API in Polish whatever the browser asks', () => {
    expect(requestLanguage(request({ path: '/api/planned-outage/search', query: { lang: 'uk' }, cookie: 'lang=uk', acceptLanguage: 'uk' }))).toBe('pl');
  });
});
