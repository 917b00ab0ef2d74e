import ShoppingCart from '@mui/icons-material/ShoppingCart';

/** Views of the orders resource: the list at /orders/ (stub laid down by the lead; its owner adds `list: lazy(...)`). */
const orders = {
  icon: ShoppingCart,
};

export default orders;
