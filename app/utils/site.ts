/** Facts about the site shown in several places (footer, legal pages, mail). */
export const SITE_NAME = "CleverPlay";
export const CONTACT_EMAIL = "hello@cleverplay.app";
export const PRIVACY_EMAIL = "privacy@cleverplay.app";
export const AGE_RANGE = { min: 5, max: 18 } as const;
