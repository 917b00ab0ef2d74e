/** Patient constants shared by the pickups' patient form and Patient Management (operations.md 5). */

/** The fixed nationality list of the patient form, in the spec's order. */
export const NATIONALITIES = [
  'Ugandan',
  'Kenyan',
  'Tanzanian',
  'Rwandan',
  'Burundian',
  'Congolese',
  'Ethiopian',
  'Sudanese',
  'South Sudanese',
  'Somali',
  'American',
  'British',
  'Canadian',
  'German',
  'French',
  'Italian',
  'Spanish',
  'Portuguese',
  'Dutch',
  'Belgian',
  'Swedish',
  'Norwegian',
  'Danish',
  'Finnish',
  'Indian',
  'Chinese',
  'Japanese',
  'Korean',
  'Pakistani',
  'Bangladeshi',
  'Sri Lankan',
  'Other',
] as const;

export const SEXES = ['Male', 'Female'] as const;
