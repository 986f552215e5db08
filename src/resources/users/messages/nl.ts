import type { UserMessages } from './fr';

export const nl: UserMessages = {
  name: 'Gebruiker |||| Gebruikers',
  page: { list: 'Gebruikers', create: 'Nieuwe gebruiker', edit: 'Gebruiker %{recordRepresentation} bewerken' },
  empty: 'Nog geen gebruikers',
  invite: 'Maak er een aan om toegang tot het portaal te geven.',
  description: 'De personen die zich bij het portaal aanmelden, hun organisatie en de organisaties die ze zien.',
  fields: {
    login: 'Gebruikersnaam',
    password: 'Wachtwoord',
    confirmation: 'Wachtwoord bevestigen',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    name: 'Achternaam',
    email: 'E-mail',
    userOrgId: 'Organisatie',
    visuOrgIds: 'Zichtbare organisaties',
    blocked: 'Status',
  },
  blocked: 'Geblokkeerd',
  unblock: 'Deblokkeren',
  unblocked: 'Het account is gedeblokkeerd',
};
