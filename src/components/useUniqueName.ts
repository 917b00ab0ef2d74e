import { useMemo, useRef } from 'react';
import { useDataProvider, type Validator } from 'react-admin';

/** A name as the server compares names: without case, surrounding spaces or runs of spaces. */
export const nameKey = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

type Values = Record<string, unknown>;

export interface UniqueNameOptions {
  /** i18n key of the message under the field. */
  message: string;
  /** The list filter of the group the name must be unique in (e.g. the hub); null: not known yet, no check. */
  scope?: (values: Values) => Values | null;
  /** Whether a row found is in the same group (what the list filter cannot say, e.g. a district in any case). */
  same?: (row: Values, values: Values) => boolean;
}

/**
 * An async validator for a name field: the name is taken when another record of `resource` in the same
 * group has it, compared as the server compares. The server refuses such a name anyway; this says so under the
 * field before the save. Answers are kept per name and group, so re-validation while typing asks once per value;
 * a failed look-up lets the server decide.
 */
export function useUniqueName(
  resource: string,
  { message, scope = () => ({}), same = () => true }: UniqueNameOptions,
): Validator {
  const dataProvider = useDataProvider();
  const options = useRef({ scope, same });
  options.current = { scope, same };
  return useMemo(() => {
    const answers = new Map<string, Promise<Values[]>>();
    return async (value: unknown, values: Values) => {
      const key = nameKey(value);
      const filter = options.current.scope(values ?? {});
      if (!key || !filter) return undefined;
      const query = JSON.stringify([key, filter]);
      let rows = answers.get(query);
      if (!rows) {
        rows = dataProvider
          .getList(resource, {
            filter: { ...filter, q: key },
            pagination: { page: 1, perPage: 100 },
            sort: { field: 'id', order: 'ASC' },
          })
          .then(({ data }) => data as Values[]);
        answers.set(query, rows);
      }
      try {
        const found = await rows;
        const own = values?.id;
        const taken = found.some(
          (row) =>
            nameKey(row.name) === key &&
            (own === undefined || own === null || String(row.id) !== String(own)) &&
            options.current.same(row, values ?? {}),
        );
        return taken ? message : undefined;
      } catch {
        answers.delete(query);
        return undefined;
      }
    };
  }, [dataProvider, resource, message]);
}
