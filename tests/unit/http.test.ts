import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { setConfig } from '../../src/config';
import { errorMessage, request, toFormData } from '../../src/providers/http';
import { clearSession, saveSession } from '../../src/providers/session';
import { fakeFetch, json, session, signedOut } from './support';

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a failure');
}

describe('http', () => {
  signedOut();
  afterEach(() => setConfig({ apiBaseUrl: '' }));

  it('sends Authorization: Token <token> from the session, and no header when signed out', async () => {
    const calls = fakeFetch(() => json([]));
    saveSession(session({ token: 'abc' }));
    await request('/api/samples/');
    clearSession();
    await request('/api/samples/');
    await request('/customqueries/requestaccount_deactivation', { method: 'POST', body: {}, auth: false });
    expect(calls[0].headers.Authorization).toBe('Token abc');
    expect(calls[1].headers.Authorization).toBeUndefined();
    expect(calls[2].headers.Authorization).toBeUndefined();
  });

  it('prefixes the configured API base URL', async () => {
    const calls = fakeFetch(() => json({}));
    setConfig({ apiBaseUrl: 'https://api.example.test/' });
    await request('/api/samples/', { query: { page: 1, active: true, empty: '', none: null } });
    expect(calls[0].url).toBe('https://api.example.test/api/samples/?page=1&active=true');
  });

  it('sends multipart bodies: booleans as true/false, null as empty, files as files, objects as JSON text', async () => {
    const calls = fakeFetch(() => json({ id: 1 }));
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await request('/api/accounts/1/', {
      method: 'PUT',
      body: {
        username: 'a',
        is_active: true,
        branch_manager: false,
        coodinated_hub: null,
        profile_pic: file,
        items: [{ a: 1 }],
        skip: undefined,
      },
    });
    const form = calls[0].form!;
    expect(form).toBeInstanceOf(FormData);
    expect(calls[0].headers['Content-Type']).toBeUndefined();
    expect(form.get('username')).toBe('a');
    expect(form.get('is_active')).toBe('true');
    expect(form.get('branch_manager')).toBe('false');
    expect(form.get('coodinated_hub')).toBe('');
    expect((form.get('profile_pic') as File).name).toBe('me.png');
    expect(form.get('items')).toBe('[{"a":1}]');
    expect(form.has('skip')).toBe(false);
  });

  it('sends a react-admin file input value as its file and leaves an unchanged picture out', () => {
    const file = new File(['x'], 'logo.jpg');
    const form = toFormData({
      company_logo: { rawFile: file, src: 'blob:1' },
      product_pic: { src: '/pic.png' },
    });
    expect((form.get('company_logo') as File).name).toBe('logo.jpg');
    expect(form.has('product_pic')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const calls = fakeFetch(() => json({ ok: true }));
    await request('/customqueries/update_umoja_delivery/5', {
      method: 'POST',
      body: { a: 1, b: null },
      json: true,
    });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].json).toEqual({ a: 1, b: null });
  });

  it('builds error messages in the documented order', () => {
    expect(errorMessage('Server exploded', 'x')).toBe('Server exploded');
    expect(errorMessage('<html><body>500</body></html>', 'Fallback')).toBe('Fallback');
    expect(errorMessage({ error: 'E', detail: 'D', message: 'M' })).toBe('E');
    expect(errorMessage({ detail: 'D', message: 'M' })).toBe('D');
    expect(errorMessage({ message: 'M', non_field_errors: ['N'] })).toBe('M');
    expect(errorMessage({ non_field_errors: ['One.', 'Two.'], name: ['x'] })).toBe('One.; Two.');
    expect(
      errorMessage({ name: ['This field is required.'], email: ['Enter a valid email.', 'Too long.'] }),
    ).toBe('name: This field is required.; email: Enter a valid email. Too long.');
    expect(errorMessage({}, 'Failed to save patient')).toBe('Failed to save patient');
    expect(errorMessage(null)).toBe('Failed to load data');
  });

  it('turns a failed answer into an HttpError with status, body and message', async () => {
    fakeFetch(() => json({ name: ['This field is required.'] }, 400));
    const error = await failure(request('/api/samples/', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ name: ['This field is required.'] });
    expect(error.message).toBe('name: This field is required.');
  });

  it('uses the caller fallback when the server says nothing, and a plain-text body as it is', async () => {
    fakeFetch((c) =>
      c.path.startsWith('/a') ? { status: 500, text: '' } : { status: 502, text: 'Bad gateway' },
    );
    expect((await failure(request('/a', { fallback: 'Failed to delete delivery' }))).message).toBe(
      'Failed to delete delivery',
    );
    expect((await failure(request('/a'))).message).toBe('Failed to load data');
    expect((await failure(request('/b'))).message).toBe('Bad gateway');
  });

  it('says access was refused on 403 with the server detail', async () => {
    fakeFetch(() => json({ detail: 'You do not have permission to perform this action.' }, 403));
    const error = await failure(request('/api/samples/', { method: 'DELETE' }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Access refused: You do not have permission to perform this action.');
  });

  it('puts a prefix before the server message (pickup create)', async () => {
    fakeFetch(() => json({ error: 'sample missing' }, 400));
    const error = await failure(
      request('/api/pending_umoja_pickups/', {
        method: 'POST',
        body: {},
        prefix: 'Failed to create pickup: ',
      }),
    );
    expect(error.message).toBe('Failed to create pickup: sample missing');
  });

  it('reports a network failure as status 0 with a clear message', async () => {
    fakeFetch(() => new TypeError('fetch failed'));
    const error = await failure(request('/api/samples/'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Cannot reach the server');
  });

  it('resolves null for an empty answer and text for a text answer', async () => {
    fakeFetch((c) => (c.method === 'DELETE' ? { status: 204 } : { text: 'plain' }));
    expect(await request('/api/samples/1/', { method: 'DELETE' })).toBeNull();
    expect(await request('/x')).toBe('plain');
  });
});
