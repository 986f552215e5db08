import { CODES, done, noResult, pageOf, refused, type Route } from './chorusAnswers';
import { numberAt, objectAt, stringAt } from './requestFields';
import type { SimStructure } from './simulatorState';

const structureRow = (structure: SimStructure) => ({
  idStructureCPP: structure.id,
  identifiantStructure: structure.siret,
  typeIdentifiantStructure: 'SIRET',
  designationStructure: structure.name,
  statut: 'ACTIF',
});

/**
 * structures/v1/rechercher: by identifier among public structures (and private ones, unless
 * restricted to the account's); without one, the structures the account belongs to.
 */
const rechercher: Route = (body, { state, account }) => {
  const siret = stringAt(objectAt(body, 'structure'), 'identifiantStructure');
  const restricted = body.restreindreStructuresPrivees !== false;
  const found = [...state.structures.values()].filter((structure) => {
    const own = account.structureIds.includes(structure.id);
    if (!siret) return own;
    return structure.siret === siret && (structure.isPublic || own || !restricted);
  });
  const parameters = objectAt(body, 'parametres');
  const { rows, paging } = pageOf(found, parameters.pageResultatDemandee, parameters.nbResultatsParPage ?? 100);
  if (found.length === 0) return noResult({ listeStructures: [], parametresRetour: paging });
  return done({ listeStructures: rows.map(structureRow), parametresRetour: paging });
};

const consulter: Route = (body, { state }) => {
  const structure = state.structures.get(numberAt(body, 'idStructureCPP') ?? -1);
  if (!structure) return refused(CODES.unknownStructure, 'Structure inconnue');
  return done({
    idStructureCPP: structure.id,
    identifiant: structure.siret,
    typeIdentifiant: 'SIRET',
    raisonSociale: structure.name,
    parametres: {
      codeServiceDoitEtreRenseigne: structure.serviceCodeRequired,
      numeroEJDoitEtreRenseigne: structure.commitmentNumberRequired,
      gestionNumeroEJOuCodeService: false,
      gestionStatutMiseEnPaiement: true,
    },
  });
};

const rechercherServices: Route = (body, { state }) => {
  const structure = state.structures.get(numberAt(body, 'idStructure') ?? -1);
  if (!structure) return refused(CODES.unknownStructure, 'Structure inconnue');
  const parameters = objectAt(body, 'parametresRechercherServicesStructure');
  const { rows, paging } = pageOf(structure.services, parameters.pageResultatDemandee, parameters.nbResultatsParPage);
  if (structure.services.length === 0) return noResult({ listeServices: [], parametresRetour: paging });
  return done({
    listeServices: rows.map((service) => ({
      idService: service.id,
      codeService: service.code,
      libelleService: service.name,
      estActif: service.active,
    })),
    parametresRetour: paging,
  });
};

export const structuresRoutes: Record<string, Route> = {
  'structures/v1/rechercher': rechercher,
  'structures/v1/consulter': consulter,
  'structures/v1/rechercher/services': rechercherServices,
};
