import DeliveryDining from '@mui/icons-material/DeliveryDining';

/** Views of the deliveryagents resource (list, edit ...) are added here by the folder's owner. */
const deliveryagents = {
  icon: DeliveryDining,
  recordRepresentation: (record: Record<string, unknown>) => String(record.FullName ?? record.id),
};

export default deliveryagents;
