import PersonSearch from '@mui/icons-material/PersonSearch';

/** Views of the patient_management resource: the list at /patient_management/ (stub laid down by the lead; its owner adds `list: lazy(...)`). */
const patient_management = {
  icon: PersonSearch,
};

export default patient_management;
