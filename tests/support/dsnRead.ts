import {
  readDsn,
  type DsnEstablishment,
  type DsnIndividual,
  type DsnLineError,
  type DsnSummary,
} from '../../server/modules/dsnImports/dsn';

export type DsnRead = {
  establishments: DsnEstablishment[];
  individuals: DsnIndividual[];
  /** The errors outside individuals. */
  errors: DsnLineError[];
  summary?: DsnSummary;
  /** What readDsn threw, after the events above. */
  failure?: unknown;
};

/** Every event of a (small) DSN gathered by kind, and what the reading threw, if anything. */
export const readWholeDsn = async (input: Buffer | AsyncIterable<Buffer>): Promise<DsnRead> => {
  const read: DsnRead = { establishments: [], individuals: [], errors: [] };
  try {
    for await (const event of readDsn(input)) {
      if (event.type === 'establishment') read.establishments.push(event.establishment);
      else if (event.type === 'individual') read.individuals.push(event.individual);
      else if (event.type === 'error') read.errors.push(event.error);
      else read.summary = event.summary;
    }
  } catch (error) {
    read.failure = error;
  }
  return read;
};
