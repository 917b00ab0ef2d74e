import { ServerAutocomplete } from '../../components/ServerAutocomplete';

const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * The coordinated hub of an account: any collection hub, or none (cleared, sent as ''). A searchable picker
 * over the API, as the other hub pickers: no page of hubs caps the choice.
 */
export function HubInput() {
  return (
    <ServerAutocomplete
      source="coodinated_hub"
      reference="collectionhubs"
      sort={BY_NAME}
      optionText="name"
      noMatch="components.pickers.noHub"
      label="resources.useraccounts.fields.coodinated_hub"
      sx={{ minWidth: 260 }}
    />
  );
}
