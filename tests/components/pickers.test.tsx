/**
 * The searchable server pickers: the current value's name whatever page it lives on,
 * a server search as the user types (the provider receives q), and a 'no match' text.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import {
  Form,
  required,
  testDataProvider,
  type DataProvider,
  type Identifier,
  type Validator,
} from 'react-admin';
import { ServerAutocomplete, ServerPicker } from '../../src/components/ServerAutocomplete';
import { renderWithAdmin } from './helpers';

type Params = { filter?: Record<string, unknown>; pagination?: { page: number; perPage: number } };

/** 3,500 health centres on the server; the picker only ever sees one page of them. */
const CENTRES = Array.from({ length: 3500 }, (_, i) => ({
  id: i + 1,
  name: `Centre ${String(i + 1).padStart(4, '0')}`,
}));

function provider() {
  const getList = vi.fn(async (_resource: string, params: Params) => {
    const q = String(params.filter?.q ?? '').toLowerCase();
    const rows = q ? CENTRES.filter((c) => c.name.toLowerCase().includes(q)) : CENTRES;
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: Identifier[] }) => ({
    data: CENTRES.filter((c) => ids.map(String).includes(String(c.id))),
  }));
  const dataProvider = testDataProvider({ getList: getList as never, getMany: getMany as never });
  return { dataProvider: dataProvider as DataProvider, getList, getMany };
}

/** The health-centre picker in a form whose record holds `initial`; `children` stand after the picker. */
function FormPicker({
  initial = 3500 as Identifier | null,
  validate,
  children,
}: {
  initial?: Identifier | null;
  validate?: Validator;
  children?: ReactNode;
}) {
  return (
    <Form record={{ id: 1, centre: initial }} onSubmit={() => undefined}>
      <ServerAutocomplete
        source="centre"
        reference="healthcenters"
        optionText="name"
        label="Health centre"
        noMatch="components.pickers.noHealthCentre"
        validate={validate}
      />
      {children}
    </Form>
  );
}

function StandalonePicker({ initial = 3500 as Identifier | null }) {
  const [value, setValue] = useState<Identifier | null>(initial);
  return (
    <>
      <ServerPicker
        reference="healthcenters"
        value={value}
        onChange={(v) => setValue(v)}
        optionText="name"
        label="Health centre"
        noMatch="components.pickers.noHealthCentre"
      />
      <output aria-label="chosen">{String(value)}</output>
    </>
  );
}

describe.each([
  [
    'ServerAutocomplete (a form input)',
    (initial: Identifier | null = 3500) => <FormPicker initial={initial} />,
  ],
  [
    'ServerPicker (standalone)',
    (initial: Identifier | null = 3500) => <StandalonePicker initial={initial} />,
  ],
])('%s', (_name, ui) => {
  it("shows the current value's name when it is not in the first page, asking pages of 25", async () => {
    const p = provider();
    renderWithAdmin(ui(), { dataProvider: p.dataProvider });
    const box = await screen.findByRole('combobox', { name: 'Health centre' });
    await waitFor(() => expect(box).toHaveValue('Centre 3500'));
    expect(p.getMany).toHaveBeenCalledWith('healthcenters', expect.objectContaining({ ids: [3500] }));
    for (const [, params] of p.getList.mock.calls) expect(params.pagination?.perPage).toBe(25);
  });

  it('searches the server as the user types (the provider receives q) and chooses the found record', async () => {
    const p = provider();
    renderWithAdmin(ui(), { dataProvider: p.dataProvider });
    const box = await screen.findByRole('combobox', { name: 'Health centre' });
    await waitFor(() => expect(box).toHaveValue('Centre 3500'));
    fireEvent.change(box, { target: { value: 'Centre 2999' } });
    await waitFor(() =>
      expect(p.getList.mock.calls.some(([, params]) => params.filter?.q === 'Centre 2999')).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Centre 2999' }));
    await waitFor(() => expect(box).toHaveValue('Centre 2999'));
  });

  it("says 'No health centre matches' when the search finds nothing", async () => {
    const p = provider();
    renderWithAdmin(ui(null), { dataProvider: p.dataProvider });
    const box = await screen.findByRole('combobox', { name: 'Health centre' });
    fireEvent.change(box, { target: { value: 'Nowhere at all' } });
    // the text stays once the server has answered the search (not only a flash while it runs)
    await waitFor(() => expect(screen.getByText('No health centre matches')).toBeInTheDocument(), {
      timeout: 5000,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText('No health centre matches')).toBeInTheDocument();
    expect(p.getList.mock.calls.some(([, params]) => params.filter?.q === 'Nowhere at all')).toBe(true);
  });
});

describe('ServerPicker (standalone)', () => {
  it('hands back the chosen id', async () => {
    const p = provider();
    renderWithAdmin(<StandalonePicker initial={null} />, { dataProvider: p.dataProvider });
    const box = await screen.findByRole('combobox', { name: 'Health centre' });
    fireEvent.change(box, { target: { value: '1234' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Centre 1234' }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('1234');
  });
});

describe('ServerAutocomplete after a validation error', () => {
  it('the error focuses the picker without opening its list; one click then opens it', async () => {
    const p = provider();
    renderWithAdmin(
      <FormPicker initial={null} validate={required('Please choose a health centre')}>
        <button type="submit">Send</button>
      </FormPicker>,
      { dataProvider: p.dataProvider },
    );
    const box = await screen.findByRole('combobox', { name: /^Health centre/ });
    await waitFor(() => expect(p.getList).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose a health centre')).toBeInTheDocument();
    // focused as react-hook-form's setFocus does on an error; the list stays shut over the error
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // one click (pointer down on the focused input, then the click) opens it
    fireEvent.mouseDown(box);
    fireEvent.click(box);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Centre 0001' })).toBeInTheDocument();
  });
});
