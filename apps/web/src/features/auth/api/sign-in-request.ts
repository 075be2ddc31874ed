import { authApi, type ResponseOf } from '@backoffice/contract';
import { signIn } from '@/components/sign-in-form/sign-in-outcome';

export type StaffSignedIn = ResponseOf<typeof authApi.login>;

/** The staff sign-in, loaded on the first submit (the card is drawn without zod). */
export const signInStaff = signIn(authApi.login);
