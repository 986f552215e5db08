import type { Access } from './requestAccess';

/** The organisations a caller sees: their customer, and the visible organisations under it. */
export type Scope = Pick<Access, 'customerId' | 'visibleOrgIds'>;

/** Who sees the customer's root sees every organisation of it, so every row of it. */
export const seesWholeCustomer = (caller: Scope): boolean => caller.visibleOrgIds.includes(caller.customerId);
