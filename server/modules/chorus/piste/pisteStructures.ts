import type { ChorusPro, ChorusStructure } from './chorusPro';
import { readAnswer } from './answerReading';
import { NO_RESULT_CODE, type PisteCall } from './pisteCall';
import { toService, ZServiceSearch, ZStructureSearch, ZStructureSettings } from './structureAnswers';

/** Chorus pages its lists; these are read whole, a page of this size at a time. */
const LIST_PAGE_SIZE = 100;

/** The structures part of ChorusPro: who the account is, who the buyers are, and their services. */
export const pisteStructures = (
  call: PisteCall,
): Pick<ChorusPro, 'accountStructures' | 'structureBySiret' | 'structureServices'> => {
  // rechercher names and identifies a structure; only consulter says what its invoices must carry.
  const structuresOf = async (search: object): Promise<ChorusStructure[]> => {
    const answer = await call('structures/v1/rechercher', search, [NO_RESULT_CODE]);
    const rows = readAnswer(ZStructureSearch, answer, 'structures/v1/rechercher').listeStructures;
    return Promise.all(
      rows.map(async (row) => {
        const { parametres } = readAnswer(
          ZStructureSettings,
          await call('structures/v1/consulter', { idStructureCPP: row.idStructureCPP, codeLangue: 'fr' }),
          'structures/v1/consulter',
        );
        return {
          id: row.idStructureCPP,
          siret: row.identifiantStructure,
          name: row.designationStructure ?? row.identifiantStructure,
          serviceCodeRequired: parametres.codeServiceDoitEtreRenseigne ?? false,
          commitmentNumberRequired: parametres.numeroEJDoitEtreRenseigne ?? false,
        };
      }),
    );
  };

  return {
    // No identifier and private structures restricted to the account's: the structures it belongs to.
    accountStructures: () =>
      structuresOf({ structure: { statutStructure: 'ACTIF' }, restreindreStructuresPrivees: true }),

    structureBySiret: async (siret) => {
      const found = await structuresOf({
        structure: { identifiantStructure: siret, typeIdentifiantStructure: 'SIRET' },
        restreindreStructuresPrivees: false,
      });
      return found[0] ?? null;
    },

    structureServices: async (structureId) => {
      const services = [];
      for (let page = 1; ; page++) {
        const answer = await call(
          'structures/v1/rechercher/services',
          {
            idStructure: structureId,
            parametresRechercherServicesStructure: { pageResultatDemandee: page, nbResultatsParPage: LIST_PAGE_SIZE },
          },
          [NO_RESULT_CODE],
        );
        const read = readAnswer(ZServiceSearch, answer, 'structures/v1/rechercher/services');
        services.push(...read.listeServices.map(toService));
        if (page >= (read.parametresRetour?.pages ?? 1)) return services;
      }
    },
  };
};
