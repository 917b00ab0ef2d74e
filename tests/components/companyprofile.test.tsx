import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import {
  CompanyProfilePage,
  page,
  smsBalanceChanged,
} from '../../src/pages/companyprofile/CompanyProfilePage';
import { getSession } from '../../src/providers/session';
import type { CompanyProfile } from '../../contract/types';
import { companyProfile, renderWithAdmin, saveSignedIn } from './helpers';

const profile: CompanyProfile = companyProfile();

type UpdateParams = { id: number; data: Record<string, unknown>; previousData: unknown };

function setup(update: (resource: string, params: UpdateParams) => Promise<{ data: unknown }>) {
  const getOne = vi.fn(async () => ({ data: profile }));
  const updateSpy = vi.fn(update);
  renderWithAdmin(<CompanyProfilePage />, {
    dataProvider: testDataProvider({ getOne: getOne as never, update: updateSpy as never }),
  });
  return { getOne, update: updateSpy };
}

const serverAnswer = async (_r: string, p: UpdateParams) => ({
  data: {
    ...profile,
    ...p.data,
    company_logo: profile.company_logo,
    message: 'Company profile updated successfully',
  },
});

describe('company profile page', () => {
  beforeEach(() => {
    saveSignedIn(profile);
  });

  it("shows every field under 'Main profile settings' with the stored values", async () => {
    const { getOne } = setup(serverAnswer);
    expect(screen.getByRole('tab', { name: 'Main profile settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByLabelText('System name')).toHaveValue('Umoja Courier');
    expect(getOne).toHaveBeenCalledWith('companyprofile', expect.objectContaining({ id: 1 }));
    expect(screen.getByLabelText('Company e-mail')).toHaveValue('info@example.org');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0700000000');
    expect(screen.getByLabelText('Box number')).toHaveValue('P.O. Box 1');
    expect(screen.getByLabelText(/SMS cost/)).toHaveValue(35);
    expect(screen.getByLabelText(/SMS balance/)).toHaveValue(1000);
    expect(screen.getByLabelText(/Maximum distance/)).toHaveValue(200);
    expect(screen.getByLabelText(/Digits of a single pickup barcode/)).toHaveValue(8);
    expect(screen.getByLabelText(/Digits of a batch pickup barcode/)).toHaveValue(9);
    expect(screen.getByLabelText(/Digits of a package barcode/)).toHaveValue(10);
    expect(screen.getByLabelText('Manual date entry enabled')).toBeChecked();
    expect(screen.getByLabelText('Mobile money payment enabled')).not.toBeChecked();
    for (const flag of [
      'SMS alert to agents on client orders',
      'SMS alert to admin on client orders',
      'E-mail alert to admin on client orders',
      'SMS alert to admin on deliveries',
      'E-mail alert to admin on deliveries',
      'SMS alert to admin on pickups',
      'E-mail alert to admin on pickups',
    ]) {
      expect(screen.getByLabelText(flag)).not.toBeChecked();
    }
    // the current logo, fetched with the token
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/customqueries\/getfile\/1\/company_logo\?token=tok$/),
    );
  });

  it("saves with update('companyprofile'), shows the server's message and Finish, and updates the session", async () => {
    const { update } = setup(serverAnswer);
    const name = await screen.findByLabelText('System name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Courier Two');
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '0772000111');
    fireEvent.click(screen.getByLabelText('SMS alert to admin on pickups'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('companyprofile');
    expect(params.id).toBe(1);
    expect(params.previousData).toEqual(profile);
    expect(params.data).toMatchObject({
      system_name: 'Courier Two',
      RegisteredPhoneNumber1: '0772000111',
      send_sms_alerttoadmin_on_pickups: true,
      no_ofdigits_forpackage_barcode: 10,
    });
    // the logo is not sent when it did not change
    expect(params.data).not.toHaveProperty('company_logo');

    expect(await screen.findByText('Company profile updated successfully')).toBeInTheDocument();
    const company = getSession()?.company;
    expect(company).toMatchObject({
      id: 1,
      system_name: 'Courier Two',
      RegisteredPhoneNumber1: '0772000111',
    });
    expect(company).not.toHaveProperty('message');

    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('sends a new png/jpeg logo and refuses other files', async () => {
    const { update } = setup(serverAnswer);
    await screen.findByLabelText('System name');
    const input = screen.getByTestId('logo-input');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('The logo must be a PNG or JPEG image')).toBeInTheDocument();
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [logo] } });
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data.company_logo).toBe(logo);
  });

  it('validates the e-mail and the digits, and shows a failed save with its message', async () => {
    const { update } = setup(async () => {
      throw new HttpError('smsCost: A valid number is required.', 400, {});
    });
    const mail = await screen.findByLabelText('Company e-mail');
    await userEvent.clear(mail);
    await userEvent.type(mail, 'nope');
    const digits = screen.getByLabelText(/Digits of a package barcode/);
    await userEvent.clear(digits);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(screen.getByText('Please input a value')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await userEvent.clear(mail);
    await userEvent.type(mail, 'ops@example.org');
    await userEvent.type(digits, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('smsCost: A valid number is required.');
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(getSession()?.company?.system_name).toBe('Umoja Courier');
  });
});

describe('company profile: the alerts of the outbox (issue 34)', () => {
  beforeEach(() => {
    saveSignedIn(profile);
  });

  const NEW_FLAGS = {
    send_sms_alerttoadmin_on_discrepancies: 'SMS alert to admin on receipt discrepancies',
    send_email_alerttoadmin_on_discrepancies: 'E-mail alert to admin on receipt discrepancies',
    send_sms_alerttoadmin_on_overdue: 'SMS alert to admin on overdue items',
    send_email_alerttoadmin_on_overdue: 'E-mail alert to admin on overdue items',
  };

  it('shows the four new switches (off for a backend without them) and sends them', async () => {
    const { update } = setup(serverAnswer);
    await screen.findByLabelText('System name');
    for (const text of Object.values(NEW_FLAGS)) expect(screen.getByLabelText(text)).not.toBeChecked();
    fireEvent.click(screen.getByLabelText('SMS alert to admin on receipt discrepancies'));
    fireEvent.click(screen.getByLabelText('E-mail alert to admin on overdue items'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({
      send_sms_alerttoadmin_on_discrepancies: true,
      send_email_alerttoadmin_on_discrepancies: false,
      send_sms_alerttoadmin_on_overdue: false,
      send_email_alerttoadmin_on_overdue: true,
    });
  });

  it('shows the stored flags checked', async () => {
    const getOne = vi.fn(async () => ({
      data: companyProfile({
        send_email_alerttoadmin_on_discrepancies: true,
        send_sms_alerttoadmin_on_overdue: true,
      }),
    }));
    renderWithAdmin(<CompanyProfilePage />, { dataProvider: testDataProvider({ getOne: getOne as never }) });
    expect(await screen.findByLabelText('E-mail alert to admin on receipt discrepancies')).toBeChecked();
    expect(screen.getByLabelText('SMS alert to admin on overdue items')).toBeChecked();
    expect(screen.getByLabelText('SMS alert to admin on receipt discrepancies')).not.toBeChecked();
  });

  it('shows the balance in the header with the hint, and leaves smsbalance out of a save that did not change it', async () => {
    const { update } = setup(serverAnswer);
    await screen.findByLabelText('System name');
    expect(screen.getByTestId('sms-balance-summary')).toHaveTextContent(
      'SMS balance: 1000.00 (SMS cost: 35.00)',
    );
    expect(
      screen.getByText('Each SMS sent deducts the SMS cost; change it only to record a top-up'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/outbox\/$/),
    );
    await userEvent.clear(screen.getByLabelText('Box number'));
    await userEvent.type(screen.getByLabelText('Box number'), 'P.O. Box 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const data = update.mock.calls[0][1].data;
    expect(data).toMatchObject({ box_number: 'P.O. Box 2', smsCost: '35.00' });
    // the server deducts each SMS meanwhile: a save of other fields never puts the loaded balance back
    expect(data).not.toHaveProperty('smsbalance');
  });

  it('sends smsbalance when the user changed it (a top-up)', async () => {
    const { update } = setup(serverAnswer);
    const balance = await screen.findByLabelText(/SMS balance/);
    await userEvent.clear(balance);
    await userEvent.type(balance, '5000');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    // with the balance the form loaded, so the server keeps the SMS charged meanwhile
    expect(update.mock.calls[0][1].data).toMatchObject({
      smsbalance: 5000,
      smsbalance_loaded: profile.smsbalance,
    });
  });
});

describe('smsBalanceChanged', () => {
  it('compares the balance as a number, and a blank with a blank', () => {
    expect(smsBalanceChanged('1000.00', 1000)).toBe(false);
    expect(smsBalanceChanged('1000.00', '1000')).toBe(false);
    expect(smsBalanceChanged('1000.00', 1000.5)).toBe(true);
    expect(smsBalanceChanged('1000.00', '')).toBe(true);
    expect(smsBalanceChanged(null, undefined)).toBe(false);
    expect(smsBalanceChanged(null, 10)).toBe(true);
  });
});
