/**
 * A laboratory updates a Task (issue 33): PATCH with a JSON Patch (RFC 6902) on status, statusReason and
 * businessStatus only, or PUT of the whole Task where only those elements differ from the current one (meta and
 * lastModified are the server's and not compared). Both honour If-Match: W/"<versionId>" (412 when stale); a PUT
 * without If-Match is refused (428): it sends a whole Task read earlier, and without its version a stale copy would
 * go unnoticed in status/statusReason/businessStatus, the very elements it changes; a PATCH names only what it
 * changes and may go without.
 *
 * The laboratory's transitions, on a Task delivered to its destination (else 409): to `completed` records the
 * laboratory's confirmation (a CONFIRMED confirmation row, as the LIMS's confirmations once confirmed); to `rejected`
 * records the rejection with its reason (statusReason text; a REJECTED row with its error message). Any other
 * transition is refused (422). The answer is the Task as it now reads.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Task } from 'fhir/r4';
import type { Db } from '../../db/client';
import { decisionOf, recordConfirmation } from '../lims/confirmations';
import type { FhirContext } from './auth';
import { FHIR_MESSAGES, FhirError, notFound } from './outcome';
import { sampleRow, versionOf, type SampleRow } from './samples';
import { taskOf } from './task';

/** The elements of a Task a laboratory may change. */
export const TASK_WRITABLE = ['status', 'statusReason', 'businessStatus'] as const;
const PATCH_OPS = ['add', 'replace', 'remove', 'test'] as const;
const RFC6902_OPS = [...PATCH_OPS, 'move', 'copy'];
const REASON_MAX = 2000;

interface PatchOp {
  op: string;
  path: string;
  value?: unknown;
}

const malformed = (why: string) => new FhirError(400, 'invalid', FHIR_MESSAGES.malformed(why));
const refused = (why: string) => new FhirError(422, 'business-rule', why);

function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw malformed(FHIR_MESSAGES.notJson);
  }
}

/** The operations of a JSON Patch body; 400 when it is not one. */
export function patchOf(body: unknown): PatchOp[] {
  const ops = jsonOf(body);
  if (!Array.isArray(ops)) throw malformed(FHIR_MESSAGES.notPatch);
  return ops.map((raw: unknown, i) => {
    const op = raw as Partial<PatchOp> & { from?: unknown };
    if (!op || typeof op !== 'object' || typeof op.op !== 'string' || !RFC6902_OPS.includes(op.op))
      throw malformed(FHIR_MESSAGES.badOp(i));
    if (typeof op.path !== 'string' || (op.path !== '' && !op.path.startsWith('/')))
      throw malformed(FHIR_MESSAGES.badPath(i));
    if (['add', 'replace', 'test'].includes(op.op) && !('value' in op))
      throw malformed(FHIR_MESSAGES.noValue(i));
    if (['move', 'copy'].includes(op.op) && typeof op.from !== 'string')
      throw malformed(FHIR_MESSAGES.noFrom(i));
    return op as PatchOp;
  });
}

const writable = (path: string) =>
  path === '/status' ||
  TASK_WRITABLE.some((name) => name !== 'status' && (path === `/${name}` || path.startsWith(`/${name}/`)));

/** `task` with `ops` applied; 422 naming an operation or path a laboratory may not use, or a failed test. */
export function applyPatch(task: Task, ops: PatchOp[]): Task {
  const doc = structuredClone(task) as unknown as Record<string, unknown>;
  for (const op of ops) {
    if (
      !(PATCH_OPS as readonly string[]).includes(op.op) ||
      !writable(op.path) ||
      (op.op === 'remove' && op.path === '/status')
    )
      throw new FhirError(422, 'not-supported', FHIR_MESSAGES.notWritable(op.op, op.path));
    const keys = op.path
      .split('/')
      .slice(1)
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop()!;
    let parent: unknown = doc;
    for (const key of keys) {
      parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined;
      if (!parent || typeof parent !== 'object') throw refused(FHIR_MESSAGES.noTarget(op.path));
    }
    const target = parent as Record<string, unknown> & unknown[];
    const isArray = Array.isArray(target);
    const index = last === '-' ? target.length : Number(last);
    const exists = isArray
      ? Number.isInteger(index) && index >= 0 && index < target.length
      : Object.hasOwn(target, last);
    if (op.op === 'test') {
      if (!isDeepStrictEqual(exists ? target[last] : undefined, op.value))
        throw new FhirError(422, 'processing', FHIR_MESSAGES.testFailed(op.path));
    } else if (op.op === 'add' && isArray) {
      if (!Number.isInteger(index) || index < 0 || index > target.length)
        throw refused(FHIR_MESSAGES.noTarget(op.path));
      target.splice(index, 0, op.value);
    } else if (op.op === 'add') {
      target[last] = op.value;
    } else if (!exists) {
      throw refused(FHIR_MESSAGES.noTarget(op.path));
    } else if (op.op === 'remove') {
      if (isArray) target.splice(index, 1);
      else delete target[last];
    } else {
      target[last] = op.value;
    }
  }
  return doc as unknown as Task;
}

/** The Task a PUT sends, which may differ from `current` in TASK_WRITABLE only; 400 when it is not that Task. */
export function putOf(body: unknown, current: Task): Task {
  const sent = jsonOf(body) as Partial<Task> | null;
  if (!sent || typeof sent !== 'object' || Array.isArray(sent) || sent.resourceType !== 'Task')
    throw malformed(FHIR_MESSAGES.notTask);
  if (sent.id !== current.id) throw malformed(FHIR_MESSAGES.idMismatch(String(sent.id ?? ''), current.id!));
  const fixed = (t: Partial<Task>) =>
    Object.fromEntries(
      Object.entries(t).filter(
        ([k]) => !(TASK_WRITABLE as readonly string[]).includes(k) && k !== 'meta' && k !== 'lastModified',
      ),
    );
  const mine = fixed(current);
  const theirs = fixed(sent);
  const differing = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].filter(
    (k) => !isDeepStrictEqual(mine[k], theirs[k]),
  );
  if (differing.length) throw new FhirError(422, 'not-supported', FHIR_MESSAGES.notChangeable(differing));
  return sent as Task;
}

/** The text of a CodeableConcept element of the updated Task; 422 when it is not a CodeableConcept. */
function textOf(task: Task, name: 'statusReason' | 'businessStatus'): string | null {
  const value: unknown = task[name];
  if (value === undefined) return null;
  const text = value && typeof value === 'object' ? (value as { text?: unknown }).text : null;
  if (
    !value ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    (text !== undefined && typeof text !== 'string')
  )
    throw new FhirError(422, 'invalid', FHIR_MESSAGES.notConcept(name));
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/** The If-Match precondition: 412 when it names another version, 428 when `required` and absent. */
export function checkVersion(req: FastifyRequest, row: SampleRow, required: boolean): void {
  const header = req.headers['if-match'];
  if (header === undefined) {
    if (required) throw new FhirError(428, 'required', FHIR_MESSAGES.ifMatchRequired);
    return;
  }
  const version = /^(?:W\/)?"([^"]*)"$/.exec(String(header).trim())?.[1];
  if (version !== versionOf(row)) throw new FhirError(412, 'conflict', FHIR_MESSAGES.stale(String(header)));
}

/**
 * Records what the laboratory's change of the Task of `row` into `next` means (see the header); a Task already
 * confirmed and set completed again records nothing.
 */
async function transition(db: Db, ctx: FhirContext, row: SampleRow, next: Task): Promise<void> {
  const status: string = next.status;
  const businessStatus = textOf(next, 'businessStatus');
  const reason = textOf(next, 'statusReason');
  if (status !== 'completed' && status !== 'rejected')
    throw refused(FHIR_MESSAGES.transition(row.task_status, String(status)));
  // the laboratory decides on a sample at its destination only
  if (row.task_status !== 'completed' && row.task_status !== 'rejected')
    throw new FhirError(409, 'business-rule', FHIR_MESSAGES.notDelivered(row.task_status));
  if (row.task_status === 'rejected') throw refused(FHIR_MESSAGES.transition(row.task_status, status));
  if (status === 'completed' && row.lims_status === 'CONFIRMED') return;
  const rejection =
    status === 'rejected' ? (reason ?? businessStatus ?? FHIR_MESSAGES.rejectedDefault) : null;
  if (rejection && rejection.length > REASON_MAX)
    throw new FhirError(422, 'invalid', FHIR_MESSAGES.reasonTooLong(REASON_MAX));
  const created = await recordConfirmation(
    db,
    {
      barcode: row.barcode,
      notes: status === 'completed' ? (businessStatus ?? reason) : null,
      confirmation_data: {
        source: 'FHIR',
        task: `Task/${row.id}`,
        status,
        ...(businessStatus ? { businessStatus } : {}),
        ...(reason ? { statusReason: reason } : {}),
      },
    },
    decisionOf(status === 'completed' ? 'confirm' : 'reject', ctx.auth.account.id, rejection),
  );
  if (created === null)
    throw new FhirError(409, 'business-rule', FHIR_MESSAGES.notDelivered(row.task_status));
}

/**
 * PATCH or PUT of Task `id` by a laboratory: the Task as it reads afterwards. One transaction under an advisory lock
 * on the Task, so that two updates sent with the same If-Match cannot both pass the version check.
 */
export async function updateTask(
  app: FastifyInstance,
  req: FastifyRequest,
  ctx: FhirContext,
  id: string,
  how: 'patch' | 'update',
): Promise<Task> {
  if (how === 'patch' && !/^application\/json-patch\+json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
    throw new FhirError(415, 'not-supported', FHIR_MESSAGES.patchType);
  return app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`fhir-task:${id}`}))`);
    const row = await sampleRow(db, ctx, id, false);
    if (!row) throw notFound('Task', id);
    // the body first: a malformed one is 400 whatever the version
    const ops = how === 'patch' ? patchOf(req.body) : null;
    const current = taskOf(row, ctx);
    const sent = how === 'update' ? putOf(req.body, current) : null;
    checkVersion(req, row, how === 'update');
    const next = ops ? applyPatch(current, ops) : sent!;
    await transition(db, ctx, row, next);
    const updated = await sampleRow(db, ctx, id, false);
    if (!updated) throw notFound('Task', id);
    return taskOf(updated, ctx);
  });
}
