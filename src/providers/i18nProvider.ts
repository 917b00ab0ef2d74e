/** react-admin's English messages deep-merged with ours (src/i18n/en.ts); missing keys are not allowed. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from '../i18n/en';

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function deepMerge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isTree(value) && isTree(out[key]) ? deepMerge(out[key] as Tree, value) : value;
  }
  return out;
}

export const messages = deepMerge(englishMessages as unknown as Tree, en as unknown as Tree);

export const i18nProvider = polyglotI18nProvider(
  () => messages as never,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: false,
  },
);

export default i18nProvider;
