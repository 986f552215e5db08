import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectEmployee, indexCandidates, type Candidate } from '../../server/modules/campaigns/split/detectEmployee';

const helene: Candidate = {
  id: 'helene',
  registrationNumber: '00123',
  firstName: 'Hélène',
  lastName: 'Dupont-Lefèvre',
  birthDay: '1985-03-04',
};
const jean: Candidate = {
  id: 'jean',
  registrationNumber: 'A-77',
  firstName: 'Jean',
  lastName: 'Martin',
  birthDay: '1979-07-14',
};
const jeanne: Candidate = {
  id: 'jeanne',
  registrationNumber: '4521',
  firstName: 'Jeanne',
  lastName: 'Martin',
  birthDay: '1979-07-14',
};
const noNumber: Candidate = {
  id: 'paul',
  registrationNumber: null,
  firstName: 'Paul',
  lastName: 'Durand',
  birthDay: '1990-01-02',
};
const index = indexCandidates([helene, jean, jeanne, noNumber]);
const detect = (text: string) => detectEmployee(text, index)?.id;

describe('employee detection on a payslip page', () => {
  it('finds the employee by the matricule printed after its label', () => {
    expect(detect('BULLETIN DE PAIE\nMatricule : 00123\nNom : X Y')).toBe('helene');
    expect(detect('MATRICULE N° A-77')).toBe('jean');
    expect(detect('Mat. 4521 Emploi : technicien')).toBe('jeanne');
  });

  it('takes the matricule over a name that says otherwise', () => {
    expect(detect('Matricule : 4521\nNom : MARTIN Jean\nNé le 14/07/1979')).toBe('jeanne');
  });

  it('finds an unlabelled matricule among the tokens when it has a digit and 3 characters', () => {
    expect(detect('Salarié 00123 - Période novembre 2026')).toBe('helene');
    expect(detect('Réf. A-77')).toBe('jean');
  });

  it('does not take an amount or coefficient for a short matricule', () => {
    const short = indexCandidates([{ ...jean, registrationNumber: '12' }]);
    expect(detectEmployee('Coefficient 12 Montant 12,00', short)).toBeUndefined();
  });

  it('trusts name and birth date over a bare token that happens to equal another matricule', () => {
    expect(detect('Nom : DURAND Paul\nNé le 02/01/1990\nHeures 4521')).toBe('paul');
  });

  it('does not try tokens when a labelled matricule is nobody’s here', () => {
    expect(detect('Matricule : 99999\nBase 4521')).toBeUndefined();
  });

  it('finds the employee by full name and birth date together, in either order, without accents or case', () => {
    expect(detect('Nom : DUPONT-LEFEVRE Hélène\nNé(e) le : 04/03/1985')).toBe('helene');
    expect(detect('helene dupont lefevre, née le 04.03.1985')).toBe('helene');
    expect(detect('Paul DURAND 02/01/1990')).toBe('paul');
  });

  it('does not attribute a page on the name alone or the birth date alone', () => {
    expect(detect('Nom : DURAND Paul')).toBeUndefined();
    expect(detect('Né le 02/01/1990')).toBeUndefined();
    expect(detect('Nom : DURAND Pauline\nNé le 02/01/1990')).toBeUndefined();
  });

  it('never attributes a page on the NIR alone', () => {
    expect(detect('N° de sécurité sociale : 2 85 03 75 123 456 78')).toBeUndefined();
    expect(detect('285037512345678')).toBeUndefined();
  });

  it('leaves a page that fits two employees unattributed', () => {
    expect(detect('Matricule : 00123\nMatricule : 4521')).toBeUndefined();
    const twins = indexCandidates([jean, { ...jean, id: 'twin', registrationNumber: '888' }]);
    expect(detectEmployee('Nom : MARTIN Jean\nNé le : 14/07/1979', twins)).toBeUndefined();
    expect(detect('Récapitulatif : 00123, 4521')).toBeUndefined();
  });

  it('settles a matricule shared by two employees with their name and birth date', () => {
    const shared = indexCandidates([jean, { ...jeanne, registrationNumber: 'A-77' }]);
    expect(detectEmployee('Matricule : A-77\nJeanne MARTIN 14/07/1979', shared)?.id).toBe('jeanne');
    expect(detectEmployee('Matricule : A-77', shared)).toBeUndefined();
  });

  it('finds each employee on a page printed for them among many, and nobody on a page without them', () => {
    const person = fc.record({
      registrationNumber: fc.option(fc.stringMatching(/^[A-Z]?\d{3,8}$/), { nil: null }),
      firstName: fc.constantFrom('Hélène', 'Jean', 'Zoé', 'Ana-Maria', 'Łukasz', 'Noël'),
      lastName: fc.constantFrom('Dupont', 'Martin', "N'Diaye", 'Lefèvre', 'Da Silva', 'Nowak'),
      birthDay: fc
        .date({ min: new Date('1950-01-01'), max: new Date('2005-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    });
    fc.assert(
      fc.property(fc.array(person, { minLength: 1, maxLength: 30 }), fc.nat(), (people, pick) => {
        const candidates = people.map((p, i) => ({ ...p, id: `e${i}` }));
        const target = candidates[pick % candidates.length];
        const sameNumber = candidates.filter(
          (c) => c.registrationNumber && c.registrationNumber === target.registrationNumber,
        );
        const sameIdentity = candidates.filter(
          (c) => c.firstName === target.firstName && c.lastName === target.lastName && c.birthDay === target.birthDay,
        );
        const [year, month, day] = target.birthDay.split('-');
        const page =
          `ACME SAS\nBULLETIN DE PAIE\nPériode : novembre 2026\n` +
          (target.registrationNumber ? `Matricule : ${target.registrationNumber}\n` : '') +
          `Nom : ${target.lastName.toUpperCase()} ${target.firstName}\nNé(e) le : ${day}/${month}/${year}\n` +
          `Net à payer 1 234,56 EUR\n`;
        const found = detectEmployee(page, indexCandidates(candidates));
        const unique = target.registrationNumber
          ? sameNumber.length === 1 || sameIdentity.length === 1
          : sameIdentity.length === 1;
        // Found: always the right one. Not found: only when another employee fits as well.
        if (found) expect(found.id).toBe(target.id);
        else expect(unique).toBe(false);
        expect(
          detectEmployee('Récapitulatif de la paie\nPériode : novembre 2026', indexCandidates(candidates)),
        ).toBeUndefined();
      }),
    );
  });
});
