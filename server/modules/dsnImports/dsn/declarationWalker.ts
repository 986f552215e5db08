import { isValidSiret } from '../../../../common/siret';
import { isoDayOf, monthEndOf } from './dates';
import { addError, hasLeft, setContractDate, setIndividualField } from './individual';
import type { Line, LineFormat } from './lines';
import { rubricOf, type Rubric } from './rubric';
import {
  DsnFileError,
  type DsnContract,
  type DsnEstablishment,
  type DsnEvent,
  type DsnIndividual,
  type DsnLineError,
} from './types';

/** Past this many broken lines, outnumbering the good ones, the file is garbage that starts like a DSN. */
export const MAX_BROKEN_LINES = 1000;

/**
 * Walks a DSN's lines in order and turns them into events. The norm nests blocks by order alone: an
 * individual belongs to the last establishment, a contract to the last individual, a contract end
 * (S21.G00.62) to the last contract. A new instance of a block starts wherever the block changes or
 * its rubric numbers stop rising. At most one individual is held at a time.
 */
export class DeclarationWalker {
  private events: DsnEvent[] = [];
  private started = false;
  private block?: string;
  private field = 0;
  private rubrics = 0;
  /** Malformed, too long or unknown lines. */
  private broken = 0;
  private companies = 0;
  private ended = false;
  private declaredRubrics?: { count: number; line: number };
  private month?: string;
  private monthEnd?: string;
  private siren?: string;
  private establishment?: DsnEstablishment | 'pending';
  private individual?: DsnIndividual;
  private contract?: DsnContract;
  private individuals = 0;
  private errorsDropped = 0;

  /** The events of the lines walked since the last call. */
  drain(): DsnEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  walk({ number, text }: Line): void {
    if (text !== null && !text.trim()) return;
    const rubric = text === null ? 'malformed' : rubricOf(text);
    if (!this.started) {
      if (typeof rubric === 'string' || !rubric.block.startsWith('S10.')) throw new DsnFileError('not_dsn', number);
      this.started = true;
    }
    if (typeof rubric === 'string' && ++this.broken > MAX_BROKEN_LINES && this.broken > this.rubrics) {
      throw new DsnFileError('not_dsn', number);
    }
    if (text === null) return this.error(number, 'line_too_long');
    if (rubric === 'malformed') return this.error(number, 'malformed_line');
    this.rubrics++;
    if (rubric === 'unknown') return this.error(number, 'unknown_rubric', text.slice(0, text.indexOf(',')));
    if (rubric.block !== this.block || rubric.field <= this.field) this.open(rubric.block, number);
    this.block = rubric.block;
    this.field = rubric.field;
    this.take(rubric, number);
  }

  /** Ends the walk at the end of the file: the last individual, then the checks only the whole file allows. */
  finish(format: LineFormat, lines: number): void {
    this.closeIndividual();
    if (!this.started) throw new DsnFileError('empty');
    if (!this.ended) throw new DsnFileError('truncated', lines);
    if (!this.companies) throw new DsnFileError('no_declaration');
    const declared = this.declaredRubrics;
    if (declared && declared.count !== this.rubrics) this.error(declared.line, 'rubric_count', 'S90.G00.90.001');
    const { individuals, month, errorsDropped } = this;
    this.events.push({ type: 'end', summary: { ...format, lines, individuals, month, errorsDropped } });
  }

  private open(block: string, line: number) {
    switch (block) {
      case 'S20.G00.05':
      case 'S21.G00.06':
        this.closeIndividual();
        this.establishment = undefined;
        this.siren = undefined;
        if (block === 'S21.G00.06') this.companies++;
        return;
      case 'S21.G00.11':
        this.closeIndividual();
        this.establishment = this.siren ? 'pending' : undefined;
        if (!this.siren) this.error(line, 'out_of_place', block);
        return;
      case 'S21.G00.30':
        this.closeIndividual();
        this.individual = { line, siret: this.siret() ?? null, contracts: [], left: false, errors: [] };
        if (!this.individual.siret) this.error(line, 'out_of_place', block);
        return;
      case 'S21.G00.40':
        this.contract = this.individual && { line };
        if (this.contract) this.individual!.contracts.push(this.contract);
        else this.error(line, 'out_of_place', block);
        return;
      case 'S21.G00.62':
        if (!this.contract) this.error(line, 'out_of_place', block);
        return;
    }
    if (block.startsWith('S90.')) {
      this.closeIndividual();
      this.ended = true;
    }
  }

  private take(rubric: Rubric, line: number) {
    const error = this.read(rubric, line);
    if (error) this.error(line, error, rubric.code);
  }

  /** Reads the rubrics the import needs; the others are skipped. The error of a refused value. */
  private read(rubric: Rubric, line: number): DsnLineError['code'] | undefined {
    const { block, field, value } = rubric;
    switch (block) {
      case 'S21.G00.30':
        return this.individual && setIndividualField(this.individual, rubric);
      case 'S21.G00.40':
      case 'S21.G00.62':
        return this.contract && setContractDate(this.contract, rubric);
      case 'S20.G00.05':
        return field === 5 ? this.setMonth(value) : undefined;
      case 'S21.G00.06':
        return field === 1 ? this.setSiren(value) : undefined;
      case 'S21.G00.11':
        return field === 1 ? this.setEstablishment(value, line) : undefined;
      case 'S90.G00.90':
        if (field === 1) this.declaredRubrics = { count: Number(value), line };
    }
    return undefined;
  }

  private setSiren(value: string) {
    if (!/^\d{9}$/.test(value)) return 'bad_siren';
    this.siren = value;
    return undefined;
  }

  private setMonth(value: string) {
    const day = isoDayOf(value);
    if (!day) return 'bad_date';
    this.month = day;
    this.monthEnd = monthEndOf(day);
    return undefined;
  }

  private setEstablishment(nic: string, line: number) {
    if (this.establishment !== 'pending') return undefined;
    const siren = this.siren!;
    const siret = `${siren}${nic}`;
    this.establishment = { line, siren, nic, siret };
    this.events.push({ type: 'establishment', establishment: this.establishment });
    return isValidSiret(siret) ? undefined : 'bad_siret';
  }

  private siret() {
    return typeof this.establishment === 'object' ? this.establishment.siret : undefined;
  }

  private closeIndividual() {
    const individual = this.individual;
    if (!individual) return;
    if (!individual.registrationNumber && !individual.nir) {
      this.error(individual.line, 'missing_matricule_and_nir', 'S21.G00.30');
    }
    individual.left = hasLeft(individual.contracts, this.monthEnd);
    this.events.push({ type: 'individual', individual });
    this.individuals++;
    this.individual = undefined;
    this.contract = undefined;
  }

  private error(line: number, code: DsnLineError['code'], rubric?: string) {
    const error: DsnLineError = rubric ? { line, code, rubric } : { line, code };
    if (!this.individual) this.events.push({ type: 'error', error });
    else if (!addError(this.individual, error)) this.errorsDropped++;
  }
}
