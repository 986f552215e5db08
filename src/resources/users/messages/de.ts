import type { UserMessages } from './fr';

export const de: UserMessages = {
  name: 'Benutzer |||| Benutzer',
  page: { list: 'Benutzer', create: 'Neuer Benutzer', edit: 'Benutzer %{recordRepresentation} bearbeiten' },
  empty: 'Noch keine Benutzer',
  invite: 'Legen Sie einen an, um ihm das Portal zu öffnen.',
  description: 'Die Personen, die sich am Portal anmelden, ihre Organisation und die Organisationen, die sie sehen.',
  fields: {
    login: 'Benutzername',
    password: 'Passwort',
    confirmation: 'Passwort bestätigen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    name: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    userOrgId: 'Organisation',
    visuOrgIds: 'Sichtbare Organisationen',
    blocked: 'Status',
  },
  phone_help: 'Um einen vergessenen Signaturcode per SMS oder Sprachanruf zu erhalten',
  phone_invalid: 'Eine Telefonnummer: Ziffern, Leerzeichen, Punkte oder Bindestriche, bei Bedarf mit + am Anfang',
  blocked: 'Gesperrt',
  unblock: 'Entsperren',
  unblocked: 'Das Konto wurde entsperrt',
};
