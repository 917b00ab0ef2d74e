import samples from './samples';
import supplies from './supplies';

/** Resource views by react-admin resource name (the spec's route names). */
export const resources = { samples, supplies };
