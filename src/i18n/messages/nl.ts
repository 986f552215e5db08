import type { AppMessages } from './types';

export const nl: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: {
      home: 'Start',
      back_home: 'Terug naar start',
      maintenance: 'Onderhoud',
      open_menu: 'Menu openen',
      outbox: 'Postvak uit',
    },
    breadcrumb: { label: 'U bent hier' },
    user_menu: { language: 'Taal', language_changed: 'Het portaal is nu in het %{language}' },
    login: {
      title: 'Aanmelden bij uw portaal',
      username: 'Gebruikersnaam',
      password: 'Wachtwoord',
      submit: 'Aanmelden',
      forgotten_password: 'Wachtwoord vergeten?',
      expired: 'Uw sessie is verlopen, meld u opnieuw aan.',
      blocked:
        'Uw account is geblokkeerd na te veel mislukte aanmeldpogingen. Kies via ‘Wachtwoord vergeten?’ een nieuw wachtwoord om het te deblokkeren, of neem contact op met uw beheerder.',
      sso_failed: 'Aanmelden via single sign-on is niet gelukt. Probeer het opnieuw.',
      sso_unknown: 'Uw single sign-on-account is niet bekend in dit portaal. Neem contact op met uw beheerder.',
      sso_button: 'Aanmelden met single sign-on',
      guest: 'Controleer uw gebruikersnaam en meld u daarna aan.',
    },
    forgotten: {
      title: 'Wachtwoord vergeten',
      intro:
        'Voer uw gebruikersnaam in. Als het account bestaat, sturen we per e-mail een link om een nieuw wachtwoord te kiezen.',
      login: 'Gebruikersnaam',
      submit: 'Link versturen',
      sent: 'Als dit account bestaat, is er een link naar het bijbehorende e-mailadres verstuurd. De link is één uur geldig en kan één keer worden gebruikt.',
      back: 'Terug naar aanmelden',
    },
    reset: {
      title: 'Nieuw wachtwoord kiezen',
      password: 'Nieuw wachtwoord',
      confirmation: 'Nieuw wachtwoord bevestigen',
      submit: 'Wachtwoord opslaan',
      done: 'Uw wachtwoord is gewijzigd. U kunt zich nu aanmelden.',
      rule: 'Minimaal 8 tekens, waaronder een hoofdletter, een cijfer en een speciaal teken.',
    },
    your_files: {
      title: 'Welkom in uw documentenomgeving',
      intro:
        'Kies eerst uw eigen wachtwoord en accepteer de gebruiksvoorwaarden voordat u toegang krijgt tot uw bestanden.',
      password: 'Uw wachtwoord',
      confirmation: 'Bevestig uw wachtwoord',
      terms: 'Ik accepteer de gebruiksvoorwaarden',
      terms_text:
        'Uw documenten worden in uw persoonlijke omgeving bewaard zolang de wet dat voorschrijft. Ze zijn alleen zichtbaar voor u en voor de personen die uw organisatie daartoe machtigt. U kunt ze op elk moment downloaden.',
      submit: 'Mijn account voltooien',
      done: 'Uw account is klaar voor gebruik.',
    },
    autologin: { working: 'U wordt aangemeld…' },
    validation: {
      password_rule: 'Het wachtwoord voldoet niet aan de minimale eisen',
      confirmation_mismatch: 'De twee wachtwoorden komen niet overeen',
    },
    outbox: {
      status: { pending: 'In wachtrij', sent: 'Verzonden', failed: 'Mislukt', held: 'Tegengehouden (geen mailserver)' },
      empty: 'Nog geen berichten',
    },
    home: { welcome: 'Welkom, %{name}', intro: 'Uw portaal voor bedrijfs- en HR-documenten.' },
    maintenance: {
      title: 'Onderhoud',
      message:
        'Het portaal is in onderhoud. Sommige diensten zijn mogelijk korte tijd niet beschikbaar. Bedankt voor uw geduld.',
    },
    loading: 'Bezig met laden…',
    error: {
      VALIDATION_ERROR: 'Controleer de ingevoerde gegevens',
      INVALID_JSON: 'Het verzoek kon niet worden gelezen',
      PAYLOAD_TOO_LARGE: 'Het verzonden bestand of de gegevens zijn te groot',
      UNSUPPORTED_MEDIA_TYPE: 'Dit soort inhoud wordt niet geaccepteerd',
      UNAUTHENTICATED: 'Uw sessie is verlopen, meld u opnieuw aan',
      INVALID_CREDENTIALS: 'Onjuiste gebruikersnaam of wachtwoord',
      FORBIDDEN: 'U bent niet gemachtigd om dit te doen',
      NOT_FOUND: 'Dit item bestaat niet of u hebt er geen toegang toe',
      TOO_MANY_REQUESTS: 'Te veel pogingen, wacht even',
      INTERNAL_ERROR: 'Er is een onverwachte fout opgetreden, probeer het opnieuw',
      SERVICE_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar',
      TIMEOUT: 'De server deed er te lang over om te antwoorden',
      NETWORK: 'De server is niet bereikbaar, controleer uw verbinding',
      UNSUPPORTED_CALL: 'Deze actie is niet beschikbaar',
      ACCOUNT_BLOCKED: 'Dit account is geblokkeerd na te veel mislukte aanmeldpogingen',
      ACCOUNT_NOT_FINALISED: 'Voltooi eerst uw account',
      WRONG_PASSWORD: 'Het huidige wachtwoord is onjuist',
      INVALID_RESET_LINK: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
      CONFLICT: 'Deze handeling is al uitgevoerd',
    },
  },
  resources: {
    outbox: {
      name: 'Postvak uit |||| Postvak uit',
      fields: {
        recipient: 'Ontvanger',
        subject: 'Onderwerp',
        status: 'Status',
        createdAt: 'Aangemaakt op',
        sentAt: 'Verzonden op',
        text: 'Bericht',
        error: 'Fout',
      },
    },
  },
};
