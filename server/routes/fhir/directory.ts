/**
 * The places and people a sample's Task names: Location (hubs 'hub-…', health centres 'hc-…', with their position),
 * Organization (the courier 'courier', from the company profile; a hub 'hub-…' as the unit holding samples),
 * Practitioner (agents: name and code only) and Patient (minimal, only for a token whose user may read patients).
 * A hub-limited token sees the places of its hub as the REST API shows them to its user (/api/collectionhubs: its
 * own hub; /api/healthcentres: the health centres of its hub): its hub's Location and Organization, its health
 * centres' Locations and its agents.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Location, Organization, Patient, Practitioner } from 'fhir/r4';
import type { Db } from '../../db/client';
import { appProfile, collectionHubs, deliveryAgents, healthCentres, patients } from '../../db/schema';
import { hubScope } from '../../auth/guards';
import { mayUsePatients, patientScope } from '../api/patients';
import { rowsOf } from '../../db/rows';
import type { FhirContext } from './auth';
import { tokenParam, type ParsedSearch, type SearchParam } from './bundle';
import { forbidden, notFound } from './outcome';

const idOf = (raw: string, prefix: string): number | null => {
  const m = new RegExp(`^${prefix}(\\d{1,9})$`).exec(raw);
  return m ? Number(m[1]) : null;
};

const LOCATION_TYPE = 'urn:courier:location-type';
type Hub = typeof collectionHubs.$inferSelect;
type Centre = typeof healthCentres.$inferSelect;

const position = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? { position: { latitude: lat, longitude: lng } } : {};

function hubLocation(
  h: Pick<Hub, 'id' | 'HB_code' | 'name' | 'location_latitude' | 'location_longitude'>,
): Location {
  return {
    resourceType: 'Location',
    id: `hub-${h.id}`,
    identifier: [{ system: 'urn:courier:hub', value: h.HB_code }],
    status: 'active',
    name: h.name,
    type: [{ coding: [{ system: LOCATION_TYPE, code: 'hub', display: 'Hub' }] }],
    ...position(h.location_latitude, h.location_longitude),
    managingOrganization: { reference: `Organization/hub-${h.id}` },
  };
}

function centreLocation(
  c: Pick<Centre, 'id' | 'HC_code' | 'name' | 'location_latitude' | 'location_longitude' | 'collection_hub'>,
): Location {
  return {
    resourceType: 'Location',
    id: `hc-${c.id}`,
    identifier: [{ system: 'urn:courier:health-centre', value: c.HC_code }],
    status: 'active',
    name: c.name,
    type: [{ coding: [{ system: LOCATION_TYPE, code: 'health-centre', display: 'Health centre' }] }],
    ...position(c.location_latitude, c.location_longitude),
    ...(c.collection_hub !== null ? { partOf: { reference: `Location/hub-${c.collection_hub}` } } : {}),
  };
}

const hubColumns = {
  id: collectionHubs.id,
  HB_code: collectionHubs.HB_code,
  name: collectionHubs.name,
  location_latitude: collectionHubs.location_latitude,
  location_longitude: collectionHubs.location_longitude,
};
const centreColumns = {
  id: healthCentres.id,
  HC_code: healthCentres.HC_code,
  name: healthCentres.name,
  location_latitude: healthCentres.location_latitude,
  location_longitude: healthCentres.location_longitude,
  collection_hub: healthCentres.collection_hub,
};

/** The hub scope of `ctx` as conditions on the hubs' and the health centres' ids (none without a scope). */
function placeScope(ctx: FhirContext): { hubs?: SQL; centres?: SQL } {
  const hub = hubScope(ctx.auth);
  if (hub === null) return {};
  return { hubs: eq(collectionHubs.id, hub), centres: eq(healthCentres.collection_hub, hub) };
}

export async function readLocation(db: Db, ctx: FhirContext, id: string): Promise<Location> {
  const scope = placeScope(ctx);
  const hub = idOf(id, 'hub-');
  if (hub !== null) {
    const [h] = await db
      .select(hubColumns)
      .from(collectionHubs)
      .where(and(eq(collectionHubs.id, hub), scope.hubs));
    if (h) return hubLocation(h);
  }
  const hc = idOf(id, 'hc-');
  if (hc !== null) {
    const [c] = await db
      .select(centreColumns)
      .from(healthCentres)
      .where(and(eq(healthCentres.id, hc), scope.centres));
    if (c) return centreLocation(c);
  }
  throw notFound('Location', id);
}

/** Location's search: `type` picks hubs, health centres or both (the conditions name the kind, not a column). */
const KINDS = ['hub', 'health-centre'] as const;
export const LOCATION_PARAMS: Record<string, SearchParam> = {
  type: tokenParam(
    'type',
    'hub or health-centre',
    (code) => {
      const c = code.includes('|') ? code.slice(code.indexOf('|') + 1) : code;
      const system = code.includes('|') ? code.slice(0, code.indexOf('|')) : null;
      if (system !== null && system !== '' && system !== LOCATION_TYPE) return sql`false`;
      return (KINDS as readonly string[]).includes(c) ? sql`kind = ${c}` : undefined;
    },
    KINDS.join(', '),
  ),
};

/** One page of Locations (hubs first, then health centres, each by id) within the token's hub scope, with the total. */
export async function searchLocations(
  db: Db,
  ctx: FhirContext,
  search: ParsedSearch,
): Promise<{ total: number; resources: Location[] }> {
  const cond = search.where.length ? sql.join(search.where, sql` and `) : sql`true`;
  const hub = hubScope(ctx.auth);
  const places =
    hub === null
      ? sql`(select 'hub' as kind, 0 as ord, id from collection_hubs
    union all select 'health-centre', 1, id from health_centres) p`
      : sql`(select 'hub' as kind, 0 as ord, id from collection_hubs where id = ${hub}
    union all select 'health-centre', 1, id from health_centres where collection_hub = ${hub}) p`;
  const [{ n }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${places} where ${cond}`,
  );
  const page = await rowsOf<{ kind: string; id: number }>(
    db,
    sql`select kind, id from ${places} where ${cond} order by ord, id limit ${search.count} offset ${search.offset}`,
  );
  const hubIds = page.filter((p) => p.kind === 'hub').map((p) => p.id);
  const centreIds = page.filter((p) => p.kind !== 'hub').map((p) => p.id);
  const hubs = hubIds.length
    ? await db
        .select(hubColumns)
        .from(collectionHubs)
        .where(sql`${collectionHubs.id} in ${hubIds}`)
        .orderBy(asc(collectionHubs.id))
    : [];
  const centres = centreIds.length
    ? await db
        .select(centreColumns)
        .from(healthCentres)
        .where(sql`${healthCentres.id} in ${centreIds}`)
        .orderBy(asc(healthCentres.id))
    : [];
  return { total: Number(n), resources: [...hubs.map(hubLocation), ...centres.map(centreLocation)] };
}

export async function readOrganization(db: Db, ctx: FhirContext, id: string): Promise<Organization> {
  if (id === 'courier') {
    const [p] = await db
      .select({
        name: appProfile.system_name,
        email: appProfile.company_email,
        phone: appProfile.RegisteredPhoneNumber1,
      })
      .from(appProfile)
      .orderBy(asc(appProfile.id))
      .limit(1);
    const telecom = [
      ...(p?.phone ? [{ system: 'phone' as const, value: p.phone }] : []),
      ...(p?.email ? [{ system: 'email' as const, value: p.email }] : []),
    ];
    return {
      resourceType: 'Organization',
      id: 'courier',
      active: true,
      name: p?.name || 'Courier',
      ...(telecom.length ? { telecom } : {}),
    };
  }
  const hub = idOf(id, 'hub-');
  const [h] =
    hub === null
      ? []
      : await db
          .select(hubColumns)
          .from(collectionHubs)
          .where(and(eq(collectionHubs.id, hub), placeScope(ctx).hubs));
  if (!h) throw notFound('Organization', id);
  return {
    resourceType: 'Organization',
    id: `hub-${h.id}`,
    identifier: [{ system: 'urn:courier:hub', value: h.HB_code }],
    active: true,
    name: h.name,
    partOf: { reference: 'Organization/courier' },
  };
}

/** An agent: name and code only (never ID or phone numbers); a hub-limited token sees its hub's agents. */
export async function readPractitioner(db: Db, ctx: FhirContext, id: string): Promise<Practitioner> {
  const n = idOf(id, '');
  const hub = hubScope(ctx.auth);
  const where: (SQL | undefined)[] = [n === null ? sql`false` : eq(deliveryAgents.id, n)];
  if (hub !== null) where.push(eq(deliveryAgents.collection_hub, hub));
  const [a] = await db
    .select({
      id: deliveryAgents.id,
      code: deliveryAgents.agent_code,
      first: deliveryAgents.first_name,
      second: deliveryAgents.second_name,
    })
    .from(deliveryAgents)
    .where(and(...where));
  if (!a) throw notFound('Practitioner', id);
  return {
    resourceType: 'Practitioner',
    id: String(a.id),
    identifier: [{ system: 'urn:courier:agent', value: a.code }],
    name: [
      {
        text: [a.first, a.second].filter(Boolean).join(' '),
        ...(a.second ? { family: a.second } : {}),
        given: [a.first],
      },
    ],
  };
}

/** A patient, minimal: identifier, gender, birth year; 403 for a token whose user may not read patients. */
export async function readPatient(db: Db, ctx: FhirContext, id: string): Promise<Patient> {
  if (!mayUsePatients(ctx.auth)) throw forbidden();
  const scope = patientScope(ctx.auth);
  const n = idOf(id, '');
  const [p] =
    n === null
      ? []
      : await db
          .select({
            id: patients.id,
            sex: patients.sex,
            dob: patients.date_of_birth,
            opd: patients.patient_opd_ipd_number,
          })
          .from(patients)
          .where(and(eq(patients.id, n), scope));
  if (!p) throw notFound('Patient', id);
  return {
    resourceType: 'Patient',
    id: String(p.id),
    identifier: [
      { system: 'urn:courier:patient', value: String(p.id) },
      ...(p.opd ? [{ type: { text: 'OPD/IPD number' }, value: p.opd }] : []),
    ],
    gender: p.sex === 'Female' ? 'female' : 'male',
    ...(p.dob && /^\d{4}/.test(p.dob) ? { birthDate: p.dob.slice(0, 4) } : {}),
  };
}
