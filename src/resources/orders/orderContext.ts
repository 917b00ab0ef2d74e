import { createContext, useContext } from 'react';

export const RESOURCE = 'orders';
export const T = 'resources.orders';

/** What the rows of the orders table need from the page: who may do what, and how to reload the report. */
export interface OrderPageContext {
  canEdit: boolean;
  canAssign: boolean;
  canCancel: boolean;
  canExtraCharge: boolean;
  /** Fetch the report again (after a change). */
  reload: () => void;
}

export const OrderPage = createContext<OrderPageContext>({
  canEdit: false,
  canAssign: false,
  canCancel: false,
  canExtraCharge: false,
  reload: () => undefined,
});

export const useOrderPage = () => useContext(OrderPage);
