import { z } from 'zod';
import type { ChorusService } from './chorusPro';
import { text, ZPaging } from './answerReading';

/** Chorus' answers about structures and their services. */
const ZStructureRow = z.object({
  idStructureCPP: z.coerce.number().int(),
  identifiantStructure: z.string(),
  designationStructure: text,
  statut: text,
});
export const ZStructureSearch = z.object({
  listeStructures: z.array(ZStructureRow).default([]),
  parametresRetour: ZPaging.optional(),
});

export const ZStructureSettings = z.object({
  parametres: z
    .object({
      codeServiceDoitEtreRenseigne: z.boolean().nullish(),
      numeroEJDoitEtreRenseigne: z.boolean().nullish(),
    })
    .default({}),
});

const ZServiceRow = z.object({
  idService: z.coerce.number().int(),
  codeService: z.string(),
  libelleService: text,
  estActif: z.boolean().nullish(),
});
export const ZServiceSearch = z.object({
  listeServices: z.array(ZServiceRow).default([]),
  parametresRetour: ZPaging.optional(),
});
export const toService = (row: z.infer<typeof ZServiceRow>): ChorusService => ({
  id: row.idService,
  code: row.codeService,
  name: row.libelleService ?? row.codeService,
  active: row.estActif ?? true,
});
