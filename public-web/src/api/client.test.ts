import { answerCalls } from '../../test/api-answers';
import { authApi } from './auth-api';
import { activateLanguage, loadArea } from '../i18n/i18n';
import { answer, api, ApiError, conditionalAnswer, ifNoneMatch, isServiceUnavailable, MissingParameterError, type Tagged } from './client';
import type { OutageMapItem } from './types';

describe('API client', () => {
  it('sends the stored token as a bearer header', async () => {
    window.localStorage.setItem('token', 'abc.def');
    const { calls } = answerCalls([{ method: 'POST', path: '/api/is-token-valid', body: { valid: true } }]);

    await expect(authApi.isTokenValid()).resolves.toEqual({ valid: true });

    expect(calls[0].headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { calls } = answerCalls([{ method: 'POST', path: '/api/logout', status: 204 }]);

    await expect(authApi.logout()).resolves.toBeUndefined();

    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('sends the body as JSON', async () => {
    const { calls } = answerCalls([{ method: 'POST', path: '/public/api/login', body: { token: 't' } }]);

    await authApi.login({ login: 'jan@example.pl', password: 'Secret1!' });

    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual({ login: 'jan@example.pl', password: 'Secret1!' });
  });

  it('fills path parameters and adds query parameters, skipping empty ones', async () => {
    const { calls } = answerCalls([
      { method: 'POST', path: '/public/api/user/address/status/a%2Fb?enabled=true', body: true },
      { method: 'GET', path: '/public/api/geocode/autocomplete?q=Ho%C5%BCa', body: [] },
    ]);

    await answer(api.POST('/public/api/user/address/status/{id}', { params: { path: { id: 'a/b' as never }, query: { enabled: 'true' } } }));
    await answer(api.GET('/public/api/geocode/autocomplete', { params: { query: { q: 'Hoża', limit: undefined } } }));

    expect(calls).toHaveLength(2);
  });

  it('turns the error shape into an ApiError with status, message and field errors', async () => {
    answerCalls([
      {
        method: 'POST',
        path: '/public/api/register',
        status: 409,
        body: { statusCode: 409, message: 'Podany e-mail jest używany', errors: { email: 'Podany e-mail jest używany' } },
      },
    ]);

    const error = await answer(api.POST('/public/api/register', { body: { fullName: 'Jan', email: 'jan@example.pl', password: 'Secret1!' } })).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Podany e-mail jest używany',
      fieldErrors: { email: 'Podany e-mail jest używany' },
    });
  });

  it('joins a list of messages, as NestJS validation sends them', async () => {
    answerCalls([{ method: 'GET', path: '/public/api/config/get/all', status: 400, body: { statusCode: 400, message: ['a', 'b'] } }]);

    await expect(answer(api.GET('/public/api/config/get/all'))).rejects.toMatchObject({ status: 400, message: 'a\nb', fieldErrors: {} });
  });

  it('reports an error without the usual body by its status', async () => {
    answerCalls([{ method: 'GET', path: '/public/api/config/get/all', status: 502 }]);

    await expect(answer(api.GET('/public/api/config/get/all'))).rejects.toMatchObject({ name: 'ApiError', status: 502 });
  });

  it('reports a network failure as status 0', async () => {
    answerCalls([{ method: 'GET', path: '/public/api/config/get/all', networkError: true }]);

    await expect(answer(api.GET('/public/api/config/get/all'))).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it("asks in the page's language", async () => {
    const { calls } = answerCalls([{ method: 'GET', path: '/public/api/config/get/all', body: [] }]);
    await activateLanguage('uk');
    await answer(api.GET('/public/api/config/get/all'));
    await activateLanguage('pl');

    expect(calls[0].headers.get('Accept-Language')).toBe('uk-UA');
  });

  it('sends a call marked withoutSession without the stored token', async () => {
    window.localStorage.setItem('token', 'abc.def');
    const { calls } = answerCalls([{ method: 'GET', path: '/public/api/config/get/all', body: [] }]);

    await answer(api.GET('/public/api/config/get/all', { withoutSession: true }));

    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('sends the ETag it has and, on 304, gives back the very answer it had', async () => {
    const { calls } = answerCalls([
      { method: 'GET', path: '/public/api/call-net/failures-hv', status: 304, ifNoneMatch: '"v1"' },
      { method: 'GET', path: '/public/api/call-net/failures-hv', body: [], headers: { ETag: '"v1"' } },
    ]);
    const ask = (previous?: Tagged<OutageMapItem[]>) =>
      conditionalAnswer(api.GET('/public/api/call-net/failures-hv', { headers: ifNoneMatch(previous) }), previous);

    const tagged = await ask();
    expect(tagged).toEqual({ etag: '"v1"', body: [] });
    expect(await ask(tagged)).toBe(tagged);
    expect(calls.map((call) => call.headers.get('If-None-Match'))).toEqual([null, '"v1"']);
  });

  it('refuses a 304 it has no answer for', async () => {
    answerCalls([{ method: 'GET', path: '/public/api/call-net/failures-hv', status: 304 }]);

    await expect(answer(api.GET('/public/api/call-net/failures-hv'))).rejects.toMatchObject({ name: 'ApiError', status: 304 });
  });

  it.each([undefined, null, ''])('refuses locally a call whose path parameter is %p', async (missing) => {
    const { requests } = answerCalls();

    await expect(
      answer(api.POST('/public/api/email/confirm/{confirmEmailToken}', { params: { path: { confirmEmailToken: missing as never } } })),
    ).rejects.toThrow(new MissingParameterError('POST /public/api/email/confirm/{confirmEmailToken}', 'confirmEmailToken'));
    expect(requests).toEqual([]);
  });

  it('refuses locally a call whose required body is missing', async () => {
    const { requests } = answerCalls();

    await expect(authApi.login(undefined as never)).rejects.toBeInstanceOf(MissingParameterError);
    expect(requests).toEqual([]);
  });
});

describe('isServiceUnavailable', () => {
  afterEach(() => activateLanguage('pl'));

  it.each([
    ['pl', 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.'],
    ['uk', 'Сервіс тимчасово недоступний. Спробуйте ще раз за хвилину.'],
    ['en', 'The service is temporarily unavailable. Please try again in a moment.'],
  ] as const)('knows the server’s 503 for a database away in %s, and tells it from a sign-in lockout', async (language, message) => {
    await activateLanguage(language);
    await loadArea('auth');
    expect(isServiceUnavailable(new ApiError(503, message))).toBe(true);
    expect(isServiceUnavailable(new ApiError(503, 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za kilka minut.'))).toBe(false);
    expect(isServiceUnavailable(new ApiError(500, message))).toBe(false);
  });
});
