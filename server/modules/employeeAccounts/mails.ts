import type { OutgoingMail } from '../../messaging/outbox';
import type { IssuedCode } from './activationCodes';

/** The page where an employee enters their code (src/custom/personalAccount/ActivatePage.tsx). */
export const activationPage = (portal: string) => `${portal}/activate`;

export const frenchDay = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(date);
const englishDay = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(date);

type Recipient = { customerId: string; userId: string; email: string; firstName: string; lastName: string };

const codeLines = (login: string, { code, expiresAt }: IssuedCode) =>
  `Identifiant / login\u00a0: ${login}\nCode d'activation / activation code\u00a0: ${code}\n` +
  `Ce code ne sert qu'une fois, jusqu'au ${frenchDay(expiresAt)}. / It works once, until ${englishDay(expiresAt)}.`;

/** The activation letter's twin, for an employee with an email: the same login and code. */
export const activationMail = (portal: string, to: Recipient, login: string, issued: IssuedCode): OutgoingMail => ({
  customerId: to.customerId,
  recipient: to.email,
  recipientUserId: to.userId,
  carriesSecret: true,
  subject: 'Liasse\u00a0: activez votre compte de documents personnels / activate your personal document account',
  text:
    `Bonjour ${to.firstName} ${to.lastName},\n\n` +
    `Votre compte de documents personnels est prêt. Pour l'activer, ouvrez ${activationPage(portal)}, ` +
    `saisissez votre identifiant et votre code, puis choisissez votre mot de passe.\n` +
    `Your personal document account is ready. To activate it, open ${activationPage(portal)}, ` +
    `enter your login and code, then choose your password.\n\n${codeLines(login, issued)}\n`,
});

/**
 * A reminder: with a new code when the employee holds none that still works, else pointing to
 * the letter or email they already have (a new code would kill the one of a letter on its way).
 */
export const reminderMail = (
  portal: string,
  to: Recipient,
  login: string,
  issued: IssuedCode | null,
): OutgoingMail => ({
  customerId: to.customerId,
  recipient: to.email,
  recipientUserId: to.userId,
  carriesSecret: issued !== null,
  subject: 'Liasse\u00a0: votre compte de documents personnels attend son activation / your account awaits activation',
  text:
    `Bonjour ${to.firstName} ${to.lastName},\n\n` +
    `Votre compte de documents personnels n'est pas encore activé. Ouvrez ${activationPage(portal)} ` +
    `et saisissez votre identifiant et votre code d'activation.\n` +
    `Your personal document account is not activated yet. Open ${activationPage(portal)} ` +
    `and enter your login and activation code.\n\n` +
    (issued
      ? `${codeLines(login, issued)}\n`
      : `Identifiant / login\u00a0: ${login}\n` +
        `Votre code est dans votre lettre ou votre dernier courriel d'activation\u202f; perdu ou expiré, ` +
        `demandez une nouvelle lettre à votre service RH. / Your code is in your letter or last activation ` +
        `email; if it is lost or expired, ask your HR department for a new letter.\n`),
});
