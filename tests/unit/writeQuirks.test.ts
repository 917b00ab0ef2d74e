import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { createExtra, writeBody } from '../../src/providers/writeQuirks';
import { fakeFetch, json, signedInAsManager } from './support';

const photo = () => new File(['x'], 'p.png', { type: 'image/png' });

describe('writeQuirks: the per-resource quirks of a create/update body', () => {
  it('drops a file field that holds a stored file URL and keeps a new file, for each resource with one', () => {
    const cases: [string, string][] = [
      ['products', 'product_pic'],
      ['companyprofile', 'company_logo'],
      ['deliveryagents', 'Photo'],
      ['useraccounts', 'profile_pic'],
      ['accounts', 'profile_pic'],
    ];
    for (const [resource, field] of cases) {
      expect(writeBody(resource, { name: 'A', [field]: '/media/old.png' }), resource).toEqual({ name: 'A' });
      const file = photo();
      expect(writeBody(resource, { [field]: file })[field], resource).toBe(file);
      const raw = { rawFile: file };
      expect(writeBody(resource, { [field]: raw })[field], resource).toBe(raw);
    }
  });

  it("sends '' as null for patients (and the patient_management route), as it is elsewhere", () => {
    for (const resource of ['patients', 'patient_management'])
      expect(writeBody(resource, { names: 'Jane', email_address: '' }), resource).toEqual({
        names: 'Jane',
        email_address: null,
      });
    expect(writeBody('samples', { name: '', product_pic: '/media/x.png' })).toEqual({
      name: '',
      product_pic: '/media/x.png',
    });
  });

  it('adds source and created_by to a new pickup only', () => {
    expect(createExtra('pending_pickups', 'manager')).toEqual({ source: 'dashboard', created_by: 'manager' });
    expect(createExtra('pending_pickups', null)).toEqual({ source: 'dashboard', created_by: '' });
    expect(createExtra('patients', 'manager')).toEqual({});
  });

  describe('through the data provider', () => {
    signedInAsManager();

    it('an agent update posts its new photo as multipart and leaves a stored one out', async () => {
      const calls = fakeFetch(() => json({ id: 4 }));
      await dataProvider.update('deliveryagents', {
        id: 4,
        data: { first_name: 'Ann', Photo: { rawFile: photo() } },
        previousData: { id: 4 },
      });
      expect(calls[0].form).toBeInstanceOf(FormData);
      expect((calls[0].form!.get('Photo') as File).name).toBe('p.png');
      await dataProvider.update('deliveryagents', {
        id: 4,
        data: { first_name: 'Ann', Photo: '/media/ann.png' },
        previousData: { id: 4 },
      });
      expect(calls[1].form!.has('Photo')).toBe(false);
      expect(calls[1].form!.get('first_name')).toBe('Ann');
    });

    it("a patient created from the patient_management route sends '' as null", async () => {
      const calls = fakeFetch(() => json({ id: 3 }));
      await dataProvider.create('patient_management', { data: { names: 'Jane', email_address: '' } });
      expect(calls[0].json).toEqual({ names: 'Jane', email_address: null });
    });
  });
});
