import type { AppMessages } from './types';

export const nl: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: { home: 'Start', back_home: 'Terug naar start', maintenance: 'Onderhoud', open_menu: 'Menu openen' },
    breadcrumb: { label: 'U bent hier' },
    user_menu: { language: 'Taal', language_changed: 'Het portaal is nu in het %{language}' },
    login: {
      title: 'Aanmelden bij uw portaal',
      username: 'Gebruikersnaam',
      password: 'Wachtwoord',
      submit: 'Aanmelden',
      forgotten_password: 'Wachtwoord vergeten?',
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
    },
  },
};
