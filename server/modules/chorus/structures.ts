import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { chorusFailure, chorusOf } from './connections';

/**
 * `GET guichet-cpp/structure/{siret}?orgId=`: a public buyer as Chorus knows it, asked through the
 * organisation's connection: its active services and whether it requires a service code or a
 * commitment number. 404 when Chorus knows no such SIRET.
 */
export const lookUpStructure = async (ctx: AppContext, caller: Access, siret: string, orgId: string) => {
  const org = await visibleOrganizations(ctx.database.db, caller)
    .select('id')
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!org) throw notFound('Organization');
  const { chorus } = await chorusOf(ctx, orgId);
  try {
    const structure = await chorus.structureBySiret(siret);
    if (!structure)
      throw new AppError(404, 'NOT_FOUND', 'Chorus Pro knows no structure of this SIRET', {
        id: 'chorus_unknown_siret',
      });
    const services = await chorus.structureServices(structure.id);
    return {
      siret: structure.siret,
      name: structure.name,
      serviceCodeRequired: structure.serviceCodeRequired,
      commitmentNumberRequired: structure.commitmentNumberRequired,
      services: services.filter((service) => service.active).map(({ code, name }) => ({ code, name })),
    };
  } catch (error) {
    throw chorusFailure(error);
  }
};
