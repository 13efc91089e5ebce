import { answerCalls, takeUnexpectedCalls, type ExpectedCall } from '../../test/api-answers';

// The component tests' backend (test/api-answers.ts, MSW): what it answers, what it records, and that a request no test
// declared fails the test.
describe('the API the component tests talk to', () => {
  it('answers a declared call with its status, body and headers, and records what was sent', async () => {
    const { calls, requests } = answerCalls([{ method: 'POST', path: '/public/api/login', status: 201, body: { token: 't' }, headers: { ETag: '"1"' } }]);

    const response = await fetch('http://localhost/public/api/login', {
      method: 'POST',
      body: JSON.stringify({ login: 'jan' }),
      headers: { 'Content-Type': 'application/json', 'X-Test': 'yes' },
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('ETag')).toBe('"1"');
    expect(await response.json()).toEqual({ token: 't' });
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/public/api/login', body: { login: 'jan' } })]);
    expect(calls[0].headers.get('X-Test')).toBe('yes');
    expect(requests).toEqual(['POST /public/api/login']);
  });

  it("answers the layout's own calls without recording them, unless declared", async () => {
    const { calls, requests } = answerCalls();

    const response = await fetch('http://localhost/public/api/config/get/all');

    expect(await response.json()).toContainEqual({ key: 'showMaintenance', value: 'false' });
    expect(calls).toEqual([]);
    expect(requests).toEqual(['GET /public/api/config/get/all']);
  });

  it('picks the answer for the ETag sent, and fails the network when told to', async () => {
    const expected: ExpectedCall[] = [
      { method: 'GET', path: '/public/api/call-net/failures-hv', status: 304, ifNoneMatch: '"a"' },
      { method: 'GET', path: '/public/api/call-net/failures-hv', body: [1] },
    ];
    answerCalls(expected);

    expect((await fetch('http://localhost/public/api/call-net/failures-hv', { headers: { 'If-None-Match': '"a"' } })).status).toBe(304);
    expect(await (await fetch('http://localhost/public/api/call-net/failures-hv')).json()).toEqual([1]);
    expected.unshift({ method: 'GET', path: '/public/api/call-net/failures-hv', networkError: true });
    await expect(fetch('http://localhost/public/api/call-net/failures-hv')).rejects.toThrow(TypeError);
  });

  it('refuses a request no test declared, and keeps it for the setup file to fail the test with', async () => {
    const { calls } = answerCalls();

    await expect(fetch('http://localhost/public/api/user/get')).rejects.toThrow(TypeError);

    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/public/api/user/get' })]);
    // Taken here, so this test passes; jest/setup-tests.ts fails every other test that leaves one behind.
    expect(takeUnexpectedCalls()).toEqual(['GET /public/api/user/get']);
  });
});
