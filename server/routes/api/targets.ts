/**
 * Turnaround targets of the company profile, validated with the messages the settings form shows:
 *   target_pickup_hours   a pickup is due within N hours of its scheduled time (1–720, default 24)
 *   target_dropoff_hours  a delivery is due at its destination within N hours of its pickup (1–720, default 24)
 *   target_receipt_hours  a drop-off is due to be received by the hub within N hours (1–720, default 24)
 *   stale_agent_minutes   an online agent whose position has not changed for N minutes is stale (1–1440, default 15)
 *   overdue_check_minutes how often the overdue job looks for late work (1–1440, default 5)
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { appProfile } from '../../db/schema';
import type { Db } from '../../db/client';

export const TARGET_MESSAGES = {
  hours: 'Enter a whole number of hours from 1 to 720.',
  minutes: 'Enter a whole number of minutes from 1 to 1440.',
} as const;

const whole = (max: number, message: string) =>
  z.unknown().transform((v, ctx) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return n;
  });

export const TARGET_FIELDS = {
  target_pickup_hours: whole(720, TARGET_MESSAGES.hours),
  target_dropoff_hours: whole(720, TARGET_MESSAGES.hours),
  target_receipt_hours: whole(720, TARGET_MESSAGES.hours),
  stale_agent_minutes: whole(1440, TARGET_MESSAGES.minutes),
  overdue_check_minutes: whole(1440, TARGET_MESSAGES.minutes),
};

export interface Targets {
  pickupHours: number;
  dropoffHours: number;
  receiptHours: number;
  staleMinutes: number;
  checkMinutes: number;
}

export const DEFAULT_TARGETS: Targets = {
  pickupHours: 24,
  dropoffHours: 24,
  receiptHours: 24,
  staleMinutes: 15,
  checkMinutes: 5,
};

/** The targets saved in the company profile (the defaults when the profile row does not exist yet). */
export async function readTargets(db: Db): Promise<Targets> {
  const [row] = await db
    .select({
      pickupHours: appProfile.target_pickup_hours,
      dropoffHours: appProfile.target_dropoff_hours,
      receiptHours: appProfile.target_receipt_hours,
      staleMinutes: appProfile.stale_agent_minutes,
      checkMinutes: appProfile.overdue_check_minutes,
    })
    .from(appProfile)
    .where(eq(appProfile.id, 1));
  return row ?? DEFAULT_TARGETS;
}
