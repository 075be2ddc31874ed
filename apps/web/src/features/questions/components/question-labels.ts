import { MAX_COMPLEXITY, MIN_COMPLEXITY } from '@backoffice/contract';

/** 1 to 10, the choices of the complexity filter and field. */
export const COMPLEXITIES = Array.from({ length: MAX_COMPLEXITY - MIN_COMPLEXITY + 1 }, (_, i) => MIN_COMPLEXITY + i);
