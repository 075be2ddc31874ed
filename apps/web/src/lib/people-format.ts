import { GENDERS } from '@backoffice/contract';

/** 'male' → 'Male', 'supervisor' → 'Supervisor'; blank stays blank. */
export const capitalize = (text: string | null | undefined) => (text ? text[0].toUpperCase() + text.slice(1) : '');

export const genderLabel = capitalize;

/** The gender choices of every person form. */
export const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: genderLabel(gender) }));
