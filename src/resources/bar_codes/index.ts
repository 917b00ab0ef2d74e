import QrCode2 from '@mui/icons-material/QrCode2';

/** Views of the bar_codes resource: the list at /bar_codes/ (stub laid down by the lead; its owner adds `list: lazy(...)`). */
const bar_codes = {
  icon: QrCode2,
};

export default bar_codes;
