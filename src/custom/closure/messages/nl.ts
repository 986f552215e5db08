import type { ClosureMessages } from './fr';

export const nl: ClosureMessages = {
  banner: 'De dienst sluit op %{day}. Download uw documenten vóór die datum.',
  download: 'Al mijn documenten downloaden',
  title: 'Sluiting van de dienst',
  intro:
    'Kondig de sluiting van de dienst minstens drie maanden vooraf aan (Franse arbeidswet, D.3243-8): elke houder van een persoonlijk account krijgt een e-mail, en elk scherm toont het tot die dag.',
  closes_on: 'Laatste dag van de dienst',
  announce: 'Sluiting aankondigen',
  announced: 'Sluiting aangekondigd: elke accounthouder krijgt een e-mail',
  announced_by: 'Aangekondigd op %{date} door %{name}',
  withdraw: 'Aankondiging intrekken',
  withdrawn: 'Aankondiging ingetrokken',
  failed: 'De aankondiging kon niet worden opgeslagen',
  too_soon: 'Minstens drie maanden vanaf vandaag',
  none: 'Er is geen sluiting aangekondigd.',
};
