import type { TAddress } from '../../common/schemas/organizations';

type AddressColumns = {
  street: string | null;
  postal: string | null;
  zip_code: string | null;
  city: string | null;
  country: string | null;
  phone?: string | null;
};

/** The address columns of a row (an organisation, an establishment of the directory) as the API gives them. */
export const addressOf = (row: AddressColumns): TAddress => ({
  street: row.street,
  postal: row.postal,
  zipCode: row.zip_code,
  city: row.city,
  country: row.country,
  phone: row.phone ?? null,
});
