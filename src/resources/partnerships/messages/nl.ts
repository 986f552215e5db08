import type { PartnershipMessages } from './fr';

export const nl: PartnershipMessages = {
  name: 'Partnerschap |||| Partnerschappen',
  count: 'partnerschap |||| partnerschappen',
  fields: {
    siret: 'SIRET van de derde',
    name: 'Derde',
    orgId: 'Partnerorganisatie',
    orgName: 'Organisatie',
    status: 'Status',
    groupId: 'Groep',
    groupName: 'Groep',
    reference: 'Referentie',
    email: 'E-mail van de contactpersoon',
    transmissionMode: 'Verzendwijze',
    city: 'Plaats',
    createdAt: 'Aangemaakt op',
    address: { street: 'Straat', postal: 'Postbus', zipCode: 'Postcode', city: 'Plaats', country: 'Land' },
  },
  status: {
    ENABLED: 'Actief',
    DISABLED: 'Gedeactiveerd',
    NEEDS_CONTACT_MAIL: 'E-mail van de contactpersoon ontbreekt',
    NEED_USER_VALIDATION: 'Wacht op de contactpersoon',
  },
  transmission: { DEFAULT: 'Standaard', LINK: 'Downloadlink', ATTACHMENT: 'Bijlage per e-mail' },
  actions: {
    enable: 'Activeren',
    disable: 'Deactiveren',
    groups: 'Partnerschapsgroepen',
    finalize: 'Partnerschappen afronden',
  },
  notify: {
    enabled: 'Het partnerschap is geactiveerd.',
    disabled: 'Het partnerschap is gedeactiveerd.',
    status_failed: 'De status van het partnerschap kon niet worden gewijzigd.',
    mail_sent: 'Er is een bevestigingslink naar %{email} gestuurd.',
    mail_failed: 'Het e-mailadres van de contactpersoon kon niet worden opgeslagen.',
  },
  errors: {
    siret_unknown: 'Voor dit SIRET konden geen gegevens worden opgehaald: controleer het bij de derde.',
    partnership_exists: 'Deze organisatie heeft al een partnerschap met deze derde.',
    invalid_reference: 'Deze bevestigingslink is ongeldig, verlopen of al gebruikt.',
  },
  create: {
    title: 'Nieuw partnerschap',
    intro: 'Voer het SIRET van de derde in: de vestigingsgids vult naam en adres in.',
  },
  contact: {
    title: 'Contactpersoon van de derde',
    help: 'De contactpersoon krijgt een link om zijn adres te bevestigen; daarna kan hij inloggen om de documenten te downloaden die hem worden gestuurd.',
    send: 'Bevestigingslink versturen',
    waiting: 'Link verstuurd naar %{email}; wacht op bevestiging.',
    validated: 'Contactpersoon bevestigd: %{email}.',
  },
  finalize: {
    title: 'Partnerschappen afronden',
    intro: 'Deze partnerschappen wachten op het e-mailadres van hun contactpersoon of op diens bevestiging.',
    empty: 'Geen enkel partnerschap vraagt om uw actie.',
    see_created: 'Aangemaakte partnerschappen bekijken',
  },
  created: {
    title: 'Aangemaakte partnerschappen',
    intro: 'De partnerschappen die de afgelopen zeven dagen zijn aangemaakt, en hun stand.',
    empty: 'De afgelopen zeven dagen is geen partnerschap aangemaakt.',
  },
  validation: {
    title: 'Bevestig uw e-mailadres',
    intro: 'U bent de contactpersoon van dit partnerschap: bevestig het adres %{email} om bij uw documenten te komen.',
    confirm: 'Mijn adres bevestigen',
    invalid: 'Deze bevestigingslink is ongeldig, verlopen of al gebruikt. Vraag uw partner om een nieuwe.',
  },
};
