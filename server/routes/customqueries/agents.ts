/**
 * Custom queries of the delivery agents area (administration.md 5, 7, 9):
 *   POST /customqueries/manual_agentregistration (multipart) agent_type, date_of_registration, first_name,
 *        second_name, Nationality, IDNumber, AreaOfResidence, District, RegisteredPhoneNumber1, gender,
 *        created_by, collection_hub, Photo (png/jpeg, optional) → {message: 'Agent registered successfully', id}
 *        The username is the phone number, the password its last four digits, the agent code AG0001-style.
 *   POST /customqueries/updateagentpassword  password, agent_id → {message: 'Password updated successfully'}
 * Master-data writers only (403 {detail} for anyone else); bad input answers 400 {message, field: [messages]}.
 */
import type { FastifyInstance } from 'fastify';
import { eq, or } from 'drizzle-orm';
import { collectionHubs, deliveryAgents } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { requireMasterDataWriter } from '../../auth/guards';
import { HttpError, readBody, text } from '../http';
import { imageType, mapDbError } from '../api/router';
import { nextCode } from '../api/resources';
import { PASSWORD_MIN_LENGTH } from './account';

export const AGENT_PHONE_MAX_LENGTH = 10;
export const AGENT_TYPES = ['rider', 'entrant'] as const;
export const AGENT_GENDERS = ['Male', 'Female'] as const;

export const AGENT_MESSAGES = {
  registered: 'Agent registered successfully',
  first_name: 'Please input first name',
  second_name: 'Please input second name',
  gender: 'Please select',
  Nationality: 'Please input nationality',
  IDNumber: 'Please enter ID Number',
  AreaOfResidence: 'Please enter residence',
  District: 'Please enter district of residence',
  collection_hub: 'Please select hub',
  phoneMissing: 'Phone Number missing',
  phoneTooLong: `The phone number must have at most ${AGENT_PHONE_MAX_LENGTH} characters`,
  phoneDigits: 'The phone number may contain digits only',
  phoneTaken: 'An agent with this phone number is already registered',
  hubMissing: 'The selected hub does not exist',
  agentType: 'The agent type must be rider or entrant',
  genderChoice: 'The gender must be Male or Female',
  date: 'The date of registration must be a date (YYYY-MM-DD)',
  photo: 'The photo must be a PNG or JPEG image',
  passwordUpdated: 'Password updated successfully',
  passwordMissing: 'Please enter a new password',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordLong: 'The password may have at most 128 characters',
  noAgent: 'No agent selected for password update',
  agentNotFound: 'The selected agent does not exist',
} as const;

/** Text fields required by spec 5, with their maximum lengths (schema column sizes). */
const REQUIRED_TEXT: [field: keyof typeof AGENT_MESSAGES & string, max: number][] = [
  ['first_name', 150],
  ['second_name', 150],
  ['Nationality', 100],
  ['IDNumber', 60],
  ['AreaOfResidence', 200],
  ['District', 120],
];

class Errors {
  readonly fields: Record<string, string[]> = {};
  private first: string | null = null;
  add(field: string, fieldMessage: string, message = fieldMessage) {
    (this.fields[field] ??= []).push(fieldMessage);
    this.first ??= message;
  }
  throwIfAny() {
    if (this.first !== null) throw new HttpError(400, { message: this.first, ...this.fields });
  }
}

const today = () => new Date().toISOString().slice(0, 10);

function validDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function registerAgentQueries(app: FastifyInstance) {
  const db = app.db;

  app.post('/customqueries/manual_agentregistration', { config: { files: ['Photo'] } }, async (req) => {
    const auth = requireMasterDataWriter(req);
    const { fields, files } = await readBody(req);
    const errors = new Errors();

    const values: Record<string, string> = {};
    for (const [field, max] of REQUIRED_TEXT) {
      const v = text(fields, field);
      if (!v) errors.add(field, 'This field is required.', AGENT_MESSAGES[field]);
      else if (v.length > max) errors.add(field, `Ensure this field has no more than ${max} characters.`);
      values[field] = v;
    }

    const phone = text(fields, 'RegisteredPhoneNumber1');
    if (!phone) errors.add('RegisteredPhoneNumber1', AGENT_MESSAGES.phoneMissing);
    else if (phone.length > AGENT_PHONE_MAX_LENGTH)
      errors.add('RegisteredPhoneNumber1', AGENT_MESSAGES.phoneTooLong);
    else if (!/^\d+$/.test(phone)) errors.add('RegisteredPhoneNumber1', AGENT_MESSAGES.phoneDigits);

    const gender = text(fields, 'gender');
    if (!gender) errors.add('gender', 'This field is required.', AGENT_MESSAGES.gender);
    else if (!(AGENT_GENDERS as readonly string[]).includes(gender))
      errors.add('gender', `"${gender}" is not a valid choice.`, AGENT_MESSAGES.genderChoice);

    const agentType = text(fields, 'agent_type') || 'rider';
    if (!(AGENT_TYPES as readonly string[]).includes(agentType))
      errors.add('agent_type', `"${agentType}" is not a valid choice.`, AGENT_MESSAGES.agentType);

    const hubRaw = text(fields, 'collection_hub');
    let hub: number | null = null;
    if (!hubRaw || hubRaw === 'null')
      errors.add('collection_hub', 'This field is required.', AGENT_MESSAGES.collection_hub);
    else if (!/^\d{1,9}$/.test(hubRaw))
      errors.add('collection_hub', 'Incorrect type. Expected pk value.', AGENT_MESSAGES.collection_hub);
    else hub = Number(hubRaw);

    const dateRaw = text(fields, 'date_of_registration');
    const date = dateRaw && dateRaw !== 'null' ? dateRaw.slice(0, 10) : today();
    if (!validDate(date))
      errors.add(
        'date_of_registration',
        'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
        AGENT_MESSAGES.date,
      );

    const photo = files.Photo;
    let photoType: string | null = null;
    if (photo) {
      photoType = imageType(photo.data);
      if (!photoType) errors.add('Photo', 'Upload a valid image (png or jpeg).', AGENT_MESSAGES.photo);
    }
    errors.throwIfAny();

    const id = await db
      .transaction(async (tx) => {
        const [hubRow] = await tx
          .select({ id: collectionHubs.id })
          .from(collectionHubs)
          .where(eq(collectionHubs.id, hub as number))
          .limit(1);
        if (!hubRow)
          throw new HttpError(400, {
            message: AGENT_MESSAGES.hubMissing,
            collection_hub: [`Invalid pk "${hub}" - object does not exist.`],
          });
        const [taken] = await tx
          .select({ id: deliveryAgents.id })
          .from(deliveryAgents)
          .where(or(eq(deliveryAgents.username, phone), eq(deliveryAgents.RegisteredPhoneNumber1, phone)))
          .limit(1);
        if (taken)
          throw new HttpError(400, {
            message: AGENT_MESSAGES.phoneTaken,
            RegisteredPhoneNumber1: [AGENT_MESSAGES.phoneTaken],
          });
        const [created] = await tx
          .insert(deliveryAgents)
          .values({
            username: phone,
            password: await hashPassword(phone.slice(-4)),
            agent_type: agentType as (typeof AGENT_TYPES)[number],
            first_name: values.first_name,
            second_name: values.second_name,
            Nationality: values.Nationality,
            IDNumber: values.IDNumber,
            AreaOfResidence: values.AreaOfResidence,
            District: values.District,
            RegisteredPhoneNumber1: phone,
            gender: gender as (typeof AGENT_GENDERS)[number],
            collection_hub: hub,
            agent_code: await nextCode(tx, 'delivery_agents', 'agent_code', 'AG'),
            Photo: photo && photoType ? photo.data : null,
            Photo_type: photo && photoType ? photoType : null,
            date_of_registration: date,
            // who registered the agent is the signed-in account, whatever the form claims
            created_by: auth.account.username,
          })
          .returning({ id: deliveryAgents.id });
        return created.id;
      })
      .catch((err: unknown) => {
        if (err instanceof HttpError) throw err;
        const mapped = mapDbError(err, 'delivery agent');
        if (!mapped) throw err;
        // a concurrent registration of the same phone number
        if ('username' in mapped.body || 'RegisteredPhoneNumber1' in mapped.body)
          throw new HttpError(400, {
            message: AGENT_MESSAGES.phoneTaken,
            RegisteredPhoneNumber1: [AGENT_MESSAGES.phoneTaken],
          });
        throw mapped;
      });
    return { message: AGENT_MESSAGES.registered, id };
  });

  app.post('/customqueries/updateagentpassword', async (req) => {
    requireMasterDataWriter(req);
    const { fields } = await readBody(req);
    const password = typeof fields.password === 'string' ? fields.password : '';
    const agentRaw = text(fields, 'agent_id');
    if (!agentRaw || agentRaw === 'null' || agentRaw === 'undefined')
      throw new HttpError(400, { message: AGENT_MESSAGES.noAgent, agent_id: ['This field is required.'] });
    if (!/^\d{1,9}$/.test(agentRaw))
      throw new HttpError(400, {
        message: AGENT_MESSAGES.agentNotFound,
        agent_id: ['A valid integer is required.'],
      });
    if (!password)
      throw new HttpError(400, {
        message: AGENT_MESSAGES.passwordMissing,
        password: ['This field may not be blank.'],
      });
    if (password.length < PASSWORD_MIN_LENGTH)
      throw new HttpError(400, {
        message: AGENT_MESSAGES.passwordShort,
        password: [`Ensure this field has at least ${PASSWORD_MIN_LENGTH} characters.`],
      });
    if (password.length > 128)
      throw new HttpError(400, {
        message: AGENT_MESSAGES.passwordLong,
        password: ['Ensure this field has no more than 128 characters.'],
      });
    const agentId = Number(agentRaw);
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(deliveryAgents)
        .set({ password: hash })
        .where(eq(deliveryAgents.id, agentId))
        .returning({ id: deliveryAgents.id });
      if (updated.length === 0)
        throw new HttpError(400, {
          message: AGENT_MESSAGES.agentNotFound,
          agent_id: [`Invalid pk "${agentId}" - object does not exist.`],
        });
    });
    return { message: AGENT_MESSAGES.passwordUpdated };
  });
}
