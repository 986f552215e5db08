import { masks } from '../../../common/api/documents';
import { item, list, rowsOf, type AreaFixtures } from './matrix';

/** Masks are each user's own: anyone reading the safe keeps theirs; another's is 404. */
export const maskRows = rowsOf(masks, {
  list: { expect: list },
  create: {
    expect: { anonymous: 401, noFeature: 403, otherCustomer: 201, filteredOut: 201, allowed: 201 },
    input: () => ({ body: { name: `Masque ${crypto.randomUUID()}`, filters: { docType: 'PAYE' } } }),
  },
  // The demo administrator's own mask.
  delete: { expect: item(204), input: async (fx) => ({ params: { id: await fx.freshMask() } }) },
});

export const maskFixtures: AreaFixtures<'freshMask'> = async ({ admin }) => {
  let made = 0;
  return {
    freshMask: async () =>
      (await admin.ok(masks.create, { body: { name: `Disposable ${++made}`, filters: {} } })).data.id,
  };
};
