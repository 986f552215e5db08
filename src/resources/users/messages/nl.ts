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
    phone: 'Telefoon',
    userOrgId: 'Organisatie',
    visuOrgIds: 'Zichtbare organisaties',
    blocked: 'Status',
  },
  phone_help: 'Om een vergeten ondertekeningscode per sms of spraakoproep te ontvangen',
  phone_invalid: 'Een telefoonnummer: cijfers, spaties, punten of streepjes, zo nodig met + vooraan',
  blocked: 'Geblokkeerd',
  unblock: 'Deblokkeren',
  unblocked: 'Het account is gedeblokkeerd',
};
