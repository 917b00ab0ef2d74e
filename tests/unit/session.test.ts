import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../src/config';
import { fileUrl, request } from '../../src/providers/http';
import {
  TOKEN_EXPIRY_MS,
  clearSession,
  getSession,
  productName,
  saveSession,
  touchSession,
} from '../../src/providers/session';
import { fakeFetch, json, session, stubLocalStorage } from './support';

describe('sliding session expiry and file URLs', () => {
  beforeEach(() => {
    stubLocalStorage();
    setConfig({ apiBaseUrl: '' });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('a successful call moves the one-hour expiry forward', async () => {
    const soon = Date.now() + 5 * 60_000;
    saveSession(session({ expiresAt: soon }));
    fakeFetch(() => json([]));
    await request('/api/samples/');
    const s = getSession()!;
    expect(s.expiresAt).toBeGreaterThan(soon);
    expect(s.expiresAt - Date.now()).toBeLessThanOrEqual(TOKEN_EXPIRY_MS);
  });

  it('a failed call does not keep the session alive', async () => {
    const soon = Date.now() + 5 * 60_000;
    saveSession(session({ expiresAt: soon }));
    fakeFetch(() => json({ detail: 'Not found.' }, 404));
    await expect(request('/api/samples/99/')).rejects.toThrow('Not found.');
    expect(getSession()!.expiresAt).toBe(soon);
  });

  it('an expired session is never revived', () => {
    const past = Date.now() - 1;
    saveSession(session({ expiresAt: past }));
    touchSession();
    expect(getSession()!.expiresAt).toBe(past);
  });

  it('the automatic logout time never moves', () => {
    const logoutAt = Date.now() + 10 * 60_000;
    saveSession(session({ expiresAt: Date.now() + 60_000, logoutAt }));
    touchSession();
    expect(getSession()!.logoutAt).toBe(logoutAt);
  });

  it('image URLs carry the token, since an <img> cannot send the header', () => {
    saveSession(session({ token: 'tok-abc' }));
    setConfig({ apiBaseUrl: 'https://api.example.test/' });
    expect(fileUrl('/customqueries/getfile/3/user_account')).toBe(
      'https://api.example.test/customqueries/getfile/3/user_account?token=tok-abc',
    );
    expect(fileUrl(null)).toBeUndefined();
  });

  it("file names carry the company profile's system name, else the app title", () => {
    expect(productName('Sample courier back-office')).toBe('Sample courier back-office');
    const base = session({});
    saveSession({ ...base, company: { ...(base.company ?? {}), system_name: '  Umoja Courier ' } as never });
    expect(productName('Sample courier back-office')).toBe('Umoja Courier');
  });
});
