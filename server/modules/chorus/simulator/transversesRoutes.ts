import { CODES, done, refused, type Route } from './chorusAnswers';
import { stringAt } from './requestFields';

/** Chorus refuses an attachment over 10 MB (its code 20003). */
const LARGEST_ATTACHMENT = 10 * 1024 * 1024;

const ajouterFichier: Route = (body, { state, account }) => {
  const content = stringAt(body, 'pieceJointeFichier');
  const name = stringAt(body, 'pieceJointeNom');
  if (!content || !name || !stringAt(body, 'pieceJointeTypeMime') || !stringAt(body, 'pieceJointeExtension')) {
    return refused(CODES.missingField, 'Pièce jointe incomplète : fichier, nom, type MIME et extension sont requis');
  }
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > LARGEST_ATTACHMENT) return refused(CODES.fileTooLarge, 'La pièce jointe dépasse 10 Mo');
  const id = state.nextId();
  state.attachments.set(id, { login: account.login, name, bytes });
  return done({ pieceJointeId: id });
};

const consulterCRDetaille: Route = (body, { state, account }) => {
  const flux = state.fluxes.get(stringAt(body, 'numeroFluxDepot') ?? '');
  if (!flux || flux.login !== account.login) return refused(CODES.unknownFlux, 'Flux inconnu');
  return done({
    numeroFluxDepot: flux.number,
    codeInterfaceDepotFlux: 'FSO1100A',
    nomFichier: flux.fileName,
    dateDepotFlux: flux.depositedAt.toISOString(),
    etatCourantDepotFlux: flux.state,
    dateHeureEtatCourantFlux: flux.stateAt.toISOString(),
    listeErreurDP: flux.dpErrors.map((error) => ({
      ...error,
      identifiantFournisseur: '',
      identifiantDestinataire: '',
    })),
    listeErreurTechnique: flux.technicalErrors.map((error) => ({ ...error, natureErreur: 'TECHNIQUE' })),
  });
};

export const transversesRoutes: Record<string, Route> = {
  'transverses/v1/ajouter/fichier': ajouterFichier,
  'transverses/v1/consulterCRDetaille': consulterCRDetaille,
};
