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

/**
 * Ours over react-admin's; and react-admin's offline message (a list or record with nothing kept on the device while
 * offline: a hub list never opened online) in the words of the offline screens.
 */
export const messages = deepMerge(deepMerge(englishMessages as unknown as Tree, en as unknown as Tree), {
  ra: { notification: { offline: en.offline.notKept } },
});

export const i18nProvider = polyglotI18nProvider(
  () => messages as never,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: false,
  },
);

export default i18nProvider;
