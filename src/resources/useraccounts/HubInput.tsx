import { ReferenceInput, SelectInput } from 'react-admin';

/** The coordinated hub of an account: any collection hub, or none. */
export function HubInput() {
  return (
    <ReferenceInput
      source="coodinated_hub"
      reference="collectionhubs"
      perPage={500}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput
        optionText="name"
        label="resources.useraccounts.fields.coodinated_hub"
        emptyText="resources.useraccounts.noHub"
        emptyValue=""
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
}
