import { CODES, done, refused, type Route } from './chorusAnswers';
import { FLUX_SYNTAXES, readFlux } from './fluxReading';
import { accountStructure, createInvoice } from './invoiceCreation';
import { FLUX_PENDING } from './invoiceLifecycle';
import { arrayAt, numberAt, objectAt, stringAt } from './requestFields';
import { changeStatus, currentStatus } from './simulatorState';

/** A number in the invoice's number asks the simulator for a rejected flux: how a tester sees one. */
const REJECTED_MARK = 'REJET';

const isSyntax = (value: string | null): value is (typeof FLUX_SYNTAXES)[number] =>
  (FLUX_SYNTAXES as readonly string[]).includes(value ?? '');

/** factures/v1/deposer/flux: accepted at once, read now, integrated or rejected on the next tick. */
const deposerFlux: Route = async (body, { state, account }) => {
  const file = stringAt(body, 'fichierFlux');
  const fileName = stringAt(body, 'nomFichier');
  const syntax = stringAt(body, 'syntaxeFlux');
  if (!file || !fileName) return refused(CODES.missingField, 'fichierFlux et nomFichier sont requis');
  if (!isSyntax(syntax))
    return refused(CODES.unknownSyntax, `Syntaxe de flux ${syntax ?? '(absente)'} non prise en charge`);
  const content = await readFlux(syntax, Buffer.from(file, 'base64'));
  const number = `CPP${String(state.nextId()).padStart(19, '0')}`;
  const now = state.now();
  state.fluxes.set(number, {
    number,
    fileName,
    syntax,
    login: account.login,
    depositedAt: now,
    state: FLUX_PENDING,
    stateAt: now,
    content,
    technicalErrors: content
      ? []
      : [{ codeErreur: 'FLUX_ILLISIBLE', libelleErreur: `Le fichier ne peut être lu comme ${syntax}` }],
    dpErrors:
      content && content.number.toUpperCase().includes(REJECTED_MARK)
        ? [{ numeroDP: content.number, libelleErreurDP: 'BR-FR-SIM : facture rejetée à la demande de son numéro' }]
        : [],
  });
  return done({ numeroFluxDepot: number, dateDepot: now.toISOString().slice(0, 10), syntaxeFlux: syntax });
};

/** factures/v1/soumettre: a PDF added beforehand, its data typed in; DEPOSEE at once. */
const soumettre: Route = (body, { state, account }) => {
  const supplierId = numberAt(objectAt(body, 'fournisseur'), 'idFournisseur');
  const supplier = accountStructure(state, account.login, (structure) => structure.id === supplierId);
  if (!supplier) return refused(CODES.unknownStructure, 'Fournisseur non rattaché au compte');
  const attachmentId = numberAt(arrayAt(body, 'pieceJointePrincipale')[0] ?? {}, 'pieceJointePrincipaleId');
  if (state.attachments.get(attachmentId ?? -1)?.login !== account.login) {
    return refused(CODES.unknownAttachment, 'Pièce jointe principale inconnue');
  }
  const number = stringAt(body, 'numeroFactureSaisi');
  const issueDate = stringAt(body, 'dateFacture');
  if (!number || !issueDate) return refused(CODES.missingField, 'numeroFactureSaisi et dateFacture sont requis');
  const recipient = objectAt(body, 'destinataire');
  const references = objectAt(body, 'references');
  const totals = objectAt(body, 'montantTotal');
  const created = createInvoice(
    state,
    supplier,
    {
      number,
      type: stringAt(references, 'typeFacture') === 'AVOIR' ? 'AVOIR' : 'FACTURE',
      issueDate,
      currency: stringAt(references, 'deviseFacture') ?? 'EUR',
      supplierSiret: supplier.siret,
      buyerSiret: stringAt(recipient, 'codeDestinataire'),
      serviceCode: stringAt(recipient, 'codeServiceExecutant'),
      commitmentNumber: stringAt(references, 'numeroBonCommande'),
      totalExclTax: numberAt(totals, 'montantHtTotal') ?? 0,
      totalTax: numberAt(totals, 'montantTVA') ?? 0,
      totalInclTax: numberAt(totals, 'montantTtcTotal') ?? 0,
      netPayable: numberAt(totals, 'montantAPayer') ?? 0,
    },
    { depositMode: 'SAISIE_API', depositNumber: null },
  );
  if ('refusal' in created) return refused(created.refusal.code, created.refusal.libelle);
  return done({
    identifiantFactureCPP: created.invoice.id,
    numeroFacture: created.invoice.number,
    dateDepot: created.invoice.depositedAt.toISOString().slice(0, 10),
    statutFacture: 'DEPOSEE',
    identifiantStructure: supplier.siret,
  });
};

/** factures/v1/completer: a suspended invoice, completed, goes back to its buyer. */
const completer: Route = (body, { state, account }) => {
  const invoice = state.invoices.get(numberAt(body, 'identifiantFactureCPP') ?? -1);
  if (!invoice || !account.structureIds.includes(invoice.supplierStructureId)) {
    return refused(CODES.unknownInvoice, 'Facture inconnue');
  }
  if (currentStatus(invoice).status !== 'SUSPENDUE') {
    return refused(CODES.notInThisStatus, 'Seule une facture suspendue peut être complétée');
  }
  const comment = stringAt(body, 'commentaire');
  if (!comment) return refused(CODES.missingField, 'Le commentaire est requis');
  const attachments = arrayAt(body, 'pieceJointeComplementaire').map((item) =>
    numberAt(item, 'pieceJointeComplementaireId'),
  );
  if (attachments.some((id) => state.attachments.get(id ?? -1)?.login !== account.login)) {
    return refused(CODES.unknownAttachment, 'Pièce jointe complémentaire inconnue');
  }
  invoice.completed = true;
  changeStatus(state, invoice, 'MISE_A_DISPOSITION', comment);
  return done({
    identifiantFactureCPP: invoice.id,
    numeroFacture: invoice.number,
    dateTraitement: state.now().toISOString().slice(0, 10),
  });
};

export const invoiceDepositRoutes: Record<string, Route> = {
  'factures/v1/deposer/flux': deposerFlux,
  'factures/v1/soumettre': soumettre,
  'factures/v1/completer': completer,
};
