/** The signed-out pages that are not a way to sign in: the two privacy policies and the deactivation request. */
export const SIGNED_OUT_PAGES = /^\/(privacypolicy|privacypolicy_umotrack|request_accountdeaction)\/?$/;
