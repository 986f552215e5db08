import type { ClosureMessages } from './fr';

export const de: ClosureMessages = {
  banner: 'Der Dienst wird am %{day} eingestellt. Laden Sie Ihre Dokumente vorher herunter.',
  download: 'Alle meine Dokumente herunterladen',
  title: 'Einstellung des Dienstes',
  intro:
    'Kündigen Sie die Einstellung des Dienstes mindestens drei Monate im Voraus an (französisches Arbeitsgesetzbuch, D.3243-8): Jeder Inhaber eines persönlichen Kontos erhält eine E-Mail, und jede Seite zeigt es bis zu diesem Tag an.',
  closes_on: 'Letzter Tag des Dienstes',
  announce: 'Einstellung ankündigen',
  announced: 'Einstellung angekündigt: Jeder Kontoinhaber wird per E-Mail informiert',
  announced_by: 'Angekündigt am %{date} von %{name}',
  withdraw: 'Ankündigung zurückziehen',
  withdrawn: 'Ankündigung zurückgezogen',
  failed: 'Die Ankündigung konnte nicht gespeichert werden',
  too_soon: 'Mindestens drei Monate ab heute',
  none: 'Keine Einstellung angekündigt.',
};
