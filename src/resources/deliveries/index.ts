import LocalShipping from '@mui/icons-material/LocalShipping';

/** Views of the deliveries resource: the list at /deliveries/ (stub laid down by the lead; its owner adds `list: lazy(...)`). */
const deliveries = {
  icon: LocalShipping,
};

export default deliveries;
