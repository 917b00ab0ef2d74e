/** Turnaround targets in the company profile: defaults, saving, validation messages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createFixture, type Fixture, sendJson } from './fixtures';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.close();
});

describe('turnaround targets in the company profile', () => {
  it('answers the defaults, saves new targets and refuses values out of range with clear messages', async () => {
    const manager = auth(await fx.login('manager'));
    const first = await sendJson(fx.app, 'GET', '/api/app_profile/1/', manager);
    expect(first.json()).toMatchObject({
      target_pickup_hours: 24,
      target_dropoff_hours: 24,
      target_receipt_hours: 24,
      stale_agent_minutes: 15,
      overdue_check_minutes: 5,
    });

    const saved = await sendJson(fx.app, 'PUT', '/api/app_profile/1/', manager, {
      target_pickup_hours: '12',
      target_dropoff_hours: 48,
      stale_agent_minutes: '30',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      target_pickup_hours: 12,
      target_dropoff_hours: 48,
      target_receipt_hours: 24,
      stale_agent_minutes: 30,
    });

    const bad = await sendJson(fx.app, 'PUT', '/api/app_profile/1/', manager, {
      target_pickup_hours: 0,
      target_receipt_hours: '2.5',
      stale_agent_minutes: 'soon',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      target_pickup_hours: ['Enter a whole number of hours from 1 to 720.'],
      target_receipt_hours: ['Enter a whole number of hours from 1 to 720.'],
      stale_agent_minutes: ['Enter a whole number of minutes from 1 to 1440.'],
    });
    const after = await sendJson(fx.app, 'GET', '/api/app_profile/1/', manager);
    expect(after.json()).toMatchObject({ target_pickup_hours: 12, target_receipt_hours: 24 });
  });
});
