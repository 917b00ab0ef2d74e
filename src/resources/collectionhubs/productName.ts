import { getSession } from '../../providers/session';

/** The product's name for file names: the company profile's system name, else the app title. */
export function productName(translate: (key: string) => string): string {
  return getSession()?.company?.system_name?.trim() || translate('app.title');
}
