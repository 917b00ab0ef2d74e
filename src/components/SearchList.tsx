import type { ReactNode } from 'react';
import { DataTable, List, SearchInput, type DataTableProps, type ListProps } from 'react-admin';
import { ListEmpty } from './ListEmpty';
import { ListLoading } from './ListLoading';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * A resource's searched list: its `listTitle`, a search box, the rows sorted ascending by `sortField`, the loading
 * states (ListLoading) and the table's empty state (ListEmpty under the resource's name), without bulk actions.
 * The other List props (actions, pagination, perPage...) pass through; `children` are the table's columns.
 */
export function SearchList({
  resource,
  sortField,
  rowClick,
  children,
  ...listProps
}: Omit<ListProps, 'resource' | 'title' | 'filters' | 'sort' | 'empty' | 'children'> & {
  resource: string;
  sortField: string;
  rowClick?: DataTableProps['rowClick'];
  children: ReactNode;
}) {
  return (
    <List
      resource={resource}
      title={`resources.${resource}.listTitle`}
      filters={filters}
      sort={{ field: sortField, order: 'ASC' }}
      empty={false}
      {...listProps}
    >
      <ListLoading />
      <DataTable rowClick={rowClick} bulkActionButtons={false} empty={<ListEmpty what={resource} />}>
        {children}
      </DataTable>
    </List>
  );
}
