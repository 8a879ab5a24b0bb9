import { describe, expect, it, vi } from 'vitest';

import { apiRequest, apiUpload } from './rest';
import { getSession, setSession } from './session';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  it('calls /api with JSON and the bearer token of the session', async () => {
    setSession({ token: 'tok', role: 'ADMIN' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiRequest('/users', { method: 'POST', json: { name: 'A' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/users');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"A"}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it("reads the error text from the body's error or message field", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(400, { error: 'Code already used' }));
    await expect(apiRequest('/packages')).rejects.toThrow('Code already used');
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(409, { message: 'Conflict here' }));
    await expect(apiRequest('/packages')).rejects.toThrow('Conflict here');
  });

  it("falls back to 'Request failed: {status}'", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('oops', { status: 502 }));
    await expect(apiRequest('/stats')).rejects.toThrow('Request failed: 502');
  });

  it("reports an unreachable API as 'Network error contacting API: {detail}'", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/stats')).rejects.toThrow('Network error contacting API: Failed to fetch');
  });

  it('ends the session on 401', async () => {
    setSession({ token: 'expired', role: 'STAFF' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { error: 'Unauthorized' }));
    await expect(apiRequest('/users')).rejects.toThrow('Unauthorized');
    expect(getSession()).toBeNull();
  });

  it('uploads a file as multipart with extra fields', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { avatar: '/uploads/a.png' }));
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await apiUpload('/users/3/avatar', 'avatar', file, { note: 'x' });
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(body.get('avatar')).toBeInstanceOf(File);
    expect(body.get('note')).toBe('x');
    expect(fetchMock.mock.calls[0][1]?.headers).not.toHaveProperty('Content-Type');
  });
});
