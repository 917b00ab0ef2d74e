/** The texts of en.maps (src/i18n/en.ts): the offline base layer of every map. */
export const maps = {
  offline: {
    /** the map's attribution line while the offline outlines are drawn */
    attribution: 'Country and district outlines: Natural Earth',
  },
};
