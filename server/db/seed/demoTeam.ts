import type { Kysely } from 'kysely';
import type { BulkPayslipEmployee } from '../../pdf/bulkPayslips';
import type { DB } from '../schema';

/**
 * Léa Petit's colleagues in Paris, so that a mailing can be tried on the demo: `npm run
 * demo:payslips` prints their payslips (and Léa's) in one bulk file for the campaign wizard. All
 * accepted dematerialised payslips but Chloé Garnier, whose payslip goes to the paper batch.
 */
export const DEMO_TEAM: (BulkPayslipEmployee & { bpeAgreement: boolean })[] = [
  { registrationNumber: 'DEMO101', firstName: 'Nathan', lastName: 'Roux', birthDay: '1988-04-12', bpeAgreement: true },
  {
    registrationNumber: 'DEMO102',
    firstName: 'Chloé',
    lastName: 'Garnier',
    birthDay: '1993-11-02',
    bpeAgreement: false,
  },
  {
    registrationNumber: 'DEMO103',
    firstName: 'Inès',
    lastName: 'Moreau',
    birthDay: '1979-06-30',
    bpeAgreement: true,
    pages: 2,
  },
  {
    registrationNumber: 'DEMO104',
    firstName: 'Lucas',
    lastName: 'Fournier',
    birthDay: '1991-01-18',
    bpeAgreement: true,
  },
  { registrationNumber: 'DEMO105', firstName: 'Manon', lastName: 'Girard', birthDay: '1985-09-07', bpeAgreement: true },
];

/** The demo customer's company: its organisations' SIRETs begin with it. */
export const DEMO_SIREN = '841234567';

/** Léa Petit as her payslip prints her (the `salarie` account's employee). */
export const DEMO_LEA: BulkPayslipEmployee = {
  registrationNumber: 'DEMO001',
  firstName: 'Léa',
  lastName: 'Petit',
  birthDay: null,
};

export const seedDemoTeam = async (trx: Kysely<DB>, customerId: string, parisId: string) => {
  const rows = await trx
    .insertInto('employees')
    .values(
      DEMO_TEAM.map((member) => ({
        customer_id: customerId,
        first_name: member.firstName,
        last_name: member.lastName,
        registration_number: member.registrationNumber,
        // The matricule belongs to the company (SIREN) of the employee's first organisation, as
        // the employee form and the DSN import (public/demo/) find it.
        company_siren: DEMO_SIREN,
        birth_day: member.birthDay,
        email: `${member.firstName}.${member.lastName}@demo.liasse.example`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
        bpe_agreement: member.bpeAgreement,
        bpe_agreement_at: new Date(),
        bpe_agreement_by: 'Camille Martin',
      })),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('employee_organizations')
    .values(rows.map(({ id }) => ({ employee_id: id, org_id: parisId })))
    .execute();
};
