/**
 * The DSN reader: the monthly social declaration file (norme NEODeS), read without a database.
 *
 *   for await (const event of readDsn(fileStreamOrBuffer)) {
 *     switch (event.type) {
 *       case 'establishment': // { line, siren, nic, siret }, as soon as its S21.G00.11.001 is read
 *       case 'individual':    // DsnIndividual: siret, nir, names, birthDay, address, email,
 *                             // registrationNumber, temporaryNumber, contracts, left, errors
 *       case 'error':         // DsnLineError outside any individual (header, company, establishment)
 *       case 'end':           // DsnSummary: encoding, bom, newline, lines, individuals, month;
 *                             // last, and only when the whole file was read
 *     }
 *   }
 *
 * - Input: a Buffer or any async iterable of Buffers (a Readable, a multipart file stream). It is
 *   read in 64 KiB pieces, and one individual at a time is held: a 100 MB file reads in flat memory.
 *   Events come in file order; pulling them slowly holds back the reading.
 * - Text: UTF-8, else ISO-8859-1 (read as Windows-1252, its superset); a UTF-8 byte-order mark;
 *   CRLF or LF; blank lines skipped; `S21.G00.30.002,'D'ARTAGNAN'` reads D'ARTAGNAN (the value runs
 *   from the quote after the comma to the line's last quote); values are trimmed, empty ones absent.
 * - A line that cannot be taken never throws: it becomes a DsnLineError { line, code, rubric? } on
 *   the individual it falls in (at most MAX_INDIVIDUAL_ERRORS each, the rest counted in the
 *   summary's errorsDropped), or an 'error' event. Its value is then left out of the individual.
 *   Codes: DsnLineErrorCode (malformed_line, unknown_rubric, bad_date, nir_key, missing_matricule_and_nir…).
 * - A file that is no DSN throws a DsnFileError whose `code` is a DsnFileErrorCode: empty, binary,
 *   not_dsn (first line not an S10 rubric, or more than MAX_BROKEN_LINES broken lines outnumbering
 *   the good ones), unsupported_encoding (UTF-16), mixed_encoding,
 *   truncated (no S90 block: known only at the end, after events were yielded, so an import must
 *   apply nothing before 'end'), no_declaration. An error of the input stream itself is thrown as it is.
 * - Nesting follows line order: an individual belongs to the last establishment (siret = SIREN of
 *   S21.G00.06.001 + NIC of S21.G00.11.001; null, with an out_of_place error, before any), a
 *   contract (S21.G00.40) to the last individual, a contract end (S21.G00.62.001) to the last contract.
 * - NIR: the DSN sends 13 characters (no key); the reader gives back the 15 with the key. A 15-character
 *   value is checked (nir_key). A temporary number (NIA, 7 or 8) in .001 is refused (nir_temporary):
 *   the NTT goes in .020 (temporaryNumber). Dates come as ISO days (YYYY-MM-DD); impossible ones are refused.
 * - left: the individual has contracts and each ended (S21.G00.62.001) on or before the last day of
 *   the declared month (S20.G00.05.005). A planned end (S21.G00.40.010) alone is not a departure.
 * - Mapping to an employee is the caller's: lastName = usageName ?? familyName, firstName from
 *   firstNames, address = street, zipCode = postcode, city = town, socialSecurityNumber = nir.
 */
export { readDsn } from './readDsn';
export { MAX_BROKEN_LINES } from './declarationWalker';
export { MAX_INDIVIDUAL_ERRORS } from './individual';
export {
  DsnFileError,
  type DsnContract,
  type DsnEstablishment,
  type DsnEvent,
  type DsnFileErrorCode,
  type DsnIndividual,
  type DsnLineError,
  type DsnLineErrorCode,
  type DsnSummary,
} from './types';
