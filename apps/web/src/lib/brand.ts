/** The product's name, beside its logo in the shell and on the sign-in card. */
export const BRAND_NAME = 'EduDesk';
