import type { NirError } from '../../../../common/nir';
import type { TextEncoding } from '../../../text/decodeText';

/** Why one line of a DSN is not taken (the rest of the file still is). */
export type DsnLineErrorCode =
  /** Not `Sxx.Gyy.zz.nnn,'value'`. */
  | 'malformed_line'
  /** Far longer than any rubric: skipped up to its end without being held in memory. */
  | 'line_too_long'
  /** A well-formed code outside the NEODeS tree (structures S10, S20, S21, S90, group G00). */
  | 'unknown_rubric'
  /** A block where it cannot be: a contract before any individual, an establishment before the company… */
  | 'out_of_place'
  /** An individual with neither matricule (S21.G00.30.019) nor NIR (S21.G00.30.001). */
  | 'missing_matricule_and_nir'
  | NirError
  /** A date that is not DDMMYYYY or does not exist (31022025). */
  | 'bad_date'
  | 'bad_email'
  | 'bad_siren'
  /** SIREN + NIC whose check digit is wrong. */
  | 'bad_siret'
  /** S90.G00.90.001 does not give the number of rubrics the file holds: lines were lost or added. */
  | 'rubric_count';

export type DsnLineError = {
  /** 1-based, blank lines counted, as an editor shows it. */
  line: number;
  code: DsnLineErrorCode;
  /** The rubric's code when the line has one, e.g. S21.G00.30.006. */
  rubric?: string;
};

/** Why a whole file is refused: nothing of it may be imported. */
export type DsnFileErrorCode =
  | 'empty'
  /** Control characters (NUL…) at its start: a PDF, a zip, an image. */
  | 'binary'
  /** Its first line is not an S10 rubric (or is far too long to be one), or most of its lines are broken. */
  | 'not_dsn'
  /** UTF-16 (its byte-order mark says so). */
  | 'unsupported_encoding'
  /** Starts as UTF-8, later holds bytes that are not. */
  | 'mixed_encoding'
  /** Ends before its S90 block. */
  | 'truncated'
  /** Complete, but declares no company (S21.G00.06). */
  | 'no_declaration';

export class DsnFileError extends Error {
  constructor(
    readonly code: DsnFileErrorCode,
    /** The line where it was found, when one is to blame. */
    readonly line?: number,
  ) {
    super(`Not a readable DSN file: ${code}${line ? ` (line ${line})` : ''}`);
  }
}

/** S21.G00.40 and its end, S21.G00.62. Days are ISO (YYYY-MM-DD). */
export type DsnContract = {
  line: number;
  /** S21.G00.40.001 */
  startDate?: string;
  /** S21.G00.40.010, date de fin prévisionnelle */
  plannedEndDate?: string;
  /** S21.G00.62.001, date de fin du contrat: the contract did end. */
  endDate?: string;
};

/** S21.G00.30 with its contracts. A field absent from the file (or refused, see errors) is absent here. */
export type DsnIndividual = {
  /** The line its block starts on. */
  line: number;
  /** SIREN + NIC of the establishment it is declared under; null when it comes before any. */
  siret: string | null;
  /** S21.G00.30.001, always given back with its key (the DSN sends 13 characters; 15 are checked). */
  nir?: string;
  /** .002 nom de famille */
  familyName?: string;
  /** .003 nom d'usage */
  usageName?: string;
  /** .004 prénoms, as declared (space-separated) */
  firstNames?: string;
  /** .006, ISO day */
  birthDay?: string;
  /** .008 numéro, extension, nature et libellé de la voie */
  street?: string;
  /** .009 */
  postcode?: string;
  /** .010 localité */
  town?: string;
  /** .018 */
  email?: string;
  /** .019 matricule */
  registrationNumber?: string;
  /** .020 numéro technique temporaire (NTT), for an individual who has no NIR yet */
  temporaryNumber?: string;
  contracts: DsnContract[];
  /** It has contracts and every one ended (S21.G00.62.001) on or before the end of the declared month. */
  left: boolean;
  /** Errors of the lines within its block and its contracts', at most MAX_INDIVIDUAL_ERRORS. */
  errors: DsnLineError[];
};

export type DsnEstablishment = { line: number; siren: string; nic: string; siret: string };

export type DsnSummary = {
  /** windows-1252 is read for ISO-8859-1 (its superset): they differ only on control characters. */
  encoding: TextEncoding;
  bom: boolean;
  newline: '\n' | '\r\n';
  lines: number;
  individuals: number;
  /** S20.G00.05.005's month, as its ISO first day (of the last declaration when a file holds several). */
  month?: string;
  /** Errors not kept because an individual already had MAX_INDIVIDUAL_ERRORS. */
  errorsDropped: number;
};

/** What readDsn yields, in file order; `end` comes last and only when the whole file was read. */
export type DsnEvent =
  | { type: 'establishment'; establishment: DsnEstablishment }
  | { type: 'individual'; individual: DsnIndividual }
  /** A line error outside any individual (header, company, establishment blocks). */
  | { type: 'error'; error: DsnLineError }
  | { type: 'end'; summary: DsnSummary };
