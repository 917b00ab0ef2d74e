/**
 * The FHIR interface's tests' requests: every answer (each Bundle and each of its entries, the CapabilityStatement,
 * each OperationOutcome) goes through `checked`, which validates it against the official R4 JSON schema.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import Validator from '@asymmetrik/fhir-json-schema-validator';
import { Client, type PaginationParams } from 'fhir-kit-client';
import type { Bundle, FhirResource } from 'fhir/r4';
import { auth, sendJson, type Fixture } from './fixtures';
import type { hubPlaces } from './fixtures';
import { desc } from 'drizzle-orm';
import { limsIntegrationLogs, umojaDeliveries } from '../../server/db/schema';

/**
 * The package's schema is R4's as first published (4.0.0); R4's technical correction 4.0.1 changed no structure, only
 * added its own version to the FHIRVersion code list, so that value is added to the schema's enums (and nothing else).
 */
function r4Schema(): object {
  const file = createRequire(import.meta.url).resolve(
    '@asymmetrik/fhir-json-schema-validator/fhir.schema.json',
  );
  const schema = JSON.parse(readFileSync(file, 'utf8')) as object;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'enum' && Array.isArray(value) && value.includes('4.0.0') && !value.includes('4.0.1'))
          value.push('4.0.1');
        else walk(value);
      }
  };
  walk(schema);
  return schema;
}

const validator = new Validator(r4Schema());

/** The schema errors of `resource` and, for a Bundle, of each entry's resource. */
export function schemaErrors(resource: unknown): unknown[] {
  const errors = [...validator.validate(resource)];
  const entries = (resource as Bundle).resourceType === 'Bundle' ? ((resource as Bundle).entry ?? []) : [];
  for (const e of entries) errors.push(...validator.validate(e.resource));
  return errors;
}

/** `resource`, after checking that it (and each entry of a Bundle) is valid R4. */
export function checked<T>(resource: T): T {
  expect(schemaErrors(resource), JSON.stringify(resource).slice(0, 400)).toEqual([]);
  return resource;
}

export interface FhirAnswer<T = FhirResource> {
  status: number;
  body: T;
  contentType: string | null;
}

/** A GET of `url` (absolute) with or without a token, its answer validated. */
export async function fhirGet<T = FhirResource>(url: string, token?: string): Promise<FhirAnswer<T>> {
  const res = await fetch(url, {
    headers: { accept: 'application/fhir+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = checked((await res.json()) as T);
  return { status: res.status, body, contentType: res.headers.get('content-type') };
}

/** A fhir-kit-client call's answer, validated: the resource on success, the OperationOutcome of a refusal. */
export async function viaClient<T = FhirResource>(call: Promise<unknown>): Promise<FhirAnswer<T>> {
  try {
    return { status: 200, body: checked((await call) as T), contentType: null };
  } catch (err) {
    const response = (err as { response?: { status: number; data: T } }).response;
    if (!response) throw err;
    return { status: response.status, body: checked(response.data), contentType: null };
  }
}

export const fhirClient = (baseUrl: string, token: string) => new Client({ baseUrl, bearerToken: token });

/** The next page of `bundle` through the client (its own loose resource type, hence the cast), or undefined. */
export function nextPage(client: Client, bundle: Bundle) {
  const next = client.nextPage({ bundle: bundle as unknown as PaginationParams['bundle'] });
  return next && viaClient<Bundle>(next);
}

/** A LIMS API token of account `user`, made by the manager as on the LIMS screen. */
export async function limsToken(fx: Fixture, user: number): Promise<string> {
  const manager = auth(await fx.login('manager'));
  const res = await sendJson(fx.app, 'POST', '/api/lims/tokens/', manager, { user, description: 'FHIR' });
  return (res.json() as { token: string }).token;
}

/** Starts the fixture's server on a free local port (for the FHIR client); the interface's base URL. */
export async function fhirBase(fx: Fixture): Promise<string> {
  const address = await fx.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/fhir/r4`;
}

/** Hour `h` of the FHIR tests' day (1 March 2026, UTC). */
export const at = (h: number) => new Date(Date.UTC(2026, 2, 1, h));

/** A trip of agent Alice from Mulago to the main hub, that day: the delivery row the samples of the tests share. */
export function mainHubTrip(fx: Fixture, places: Awaited<ReturnType<typeof hubPlaces>>) {
  return {
    delivery_number: 'DN-1',
    agent_account: places.alice,
    collection_hub: fx.hubs.main,
    pickup_point: 'Mulago Health Centre',
    destination: 'Kampala Main Hub',
    delivery_type: 'sample',
    date: at(6),
  };
}

/** The `n` newest rows of the LIMS integration logs, newest first. */
export function latestLogs(fx: Fixture, n: number) {
  return fx.database.db.select().from(limsIntegrationLogs).orderBy(desc(limsIntegrationLogs.id)).limit(n);
}

/** What the logs tab shows of each row: type, status, response code, user and method. */
export const logFacts = (rows: Awaited<ReturnType<typeof latestLogs>>) =>
  rows.map((r) => [r.integration_type, r.status, r.response_code, r.user, r.http_method]);

/** Inserts one delivery row per barcode (`rows`: barcode → the row's other values); the rows' ids by barcode. */
export async function insertSampleRows(
  fx: Fixture,
  rows: Record<string, Omit<typeof umojaDeliveries.$inferInsert, 'barcode'>>,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [barcode, values] of Object.entries(rows)) {
    const [r] = await fx.database.db
      .insert(umojaDeliveries)
      .values({ ...values, barcode })
      .returning({ id: umojaDeliveries.id });
    ids[barcode] = r.id;
  }
  return ids;
}
