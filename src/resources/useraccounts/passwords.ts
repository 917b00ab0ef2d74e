/** The password rules of the create-account form and the password reset modal (administration.md 5). */
import { required } from 'react-admin';

const t = (key: string) => `resources.useraccounts.${key}`;

export const password1Rules = [required(t('passwordRequired'))];

/** Required, and equal to password1. */
export const password2Rules = [
  required(t('confirmRequired')),
  (value: unknown, allValues: Record<string, unknown>) =>
    value && value !== allValues.password1 ? t('mismatch') : undefined,
];
