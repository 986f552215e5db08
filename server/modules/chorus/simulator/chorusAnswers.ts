import type { SimAccount, SimulatorState } from './simulatorState';

/**
 * How Chorus Pro answers: every answer carries codeRetour (0 when done) and libelle; a refusal
 * comes with HTTP 400, an empty search with codeRetour 20000 and HTTP 200.
 */

export type RouteAnswer = { status: number; body: Record<string, unknown> };

export const done = (fields: Record<string, unknown> = {}): RouteAnswer => ({
  status: 200,
  body: { codeRetour: 0, libelle: 'TRA_MSG_00.000', ...fields },
});

export const refused = (codeRetour: number, libelle: string): RouteAnswer => ({
  status: 400,
  body: { codeRetour, libelle },
});

/** The codes the simulator refuses with, named after what they mean. */
export const CODES = {
  noResult: 20000,
  missingField: 20001,
  fileTooLarge: 20003,
  unknownStructure: 20101,
  serviceCodeMissing: 20102,
  commitmentNumberMissing: 20103,
  unknownInvoice: 20104,
  notInThisStatus: 20105,
  reasonMissing: 20106,
  unknownSyntax: 20107,
  unknownAttachment: 20108,
  duplicateNumber: 20109,
  unknownFlux: 20110,
} as const;

export const noResult = (fields: Record<string, unknown>): RouteAnswer => ({
  status: 200,
  body: { codeRetour: CODES.noResult, libelle: "TRA_MSG_00.015 La recherche n'a retourné aucun résultat", ...fields },
});

/** One page of a list, as Chorus counts: pages from 1. */
export const pageOf = <T>(items: T[], requested: unknown, perPage: unknown) => {
  const size = Math.min(1000, Math.max(1, Number(perPage) || 10));
  const pages = Math.ceil(items.length / size);
  const page = Math.max(1, Number(requested) || 1);
  return {
    rows: items.slice((page - 1) * size, page * size),
    paging: { pageCourante: page, pages, nbResultatsParPage: size, total: items.length },
  };
};

/** One operation of the API: the request's JSON in, Chorus' answer out, for the calling account. */
export type Route = (
  body: Record<string, unknown>,
  context: { state: SimulatorState; account: SimAccount },
) => RouteAnswer | Promise<RouteAnswer>;
