export const INT8_OID = 20;
// Counts and bigint ids fit in a JS number long before they reach 2^53; one shape on both engines.
export const parseInt8 = (value: string) => Number(value);
