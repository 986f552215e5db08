/** The service's closure notice: its banner and the administrator's section, in French (the reference). */
export const fr = {
  banner: 'Le service fermera le %{day}. Téléchargez vos documents avant cette date.',
  download: 'Télécharger tous mes documents',
  title: 'Fermeture du service',
  intro:
    'Annoncez la fermeture du service au moins trois mois à l’avance (Code du travail, D.3243-8)\u00a0: chaque titulaire d’un compte personnel reçoit un courriel, et chaque écran l’affiche jusqu’à ce jour.',
  closes_on: 'Dernier jour du service',
  announce: 'Annoncer la fermeture',
  announced: 'Fermeture annoncée\u00a0: chaque titulaire de compte en est informé par courriel',
  announced_by: 'Annoncée le %{date} par %{name}',
  withdraw: 'Retirer l’annonce',
  withdrawn: 'Annonce retirée',
  failed: 'L’annonce n’a pas pu être enregistrée',
  too_soon: 'Au moins trois mois après aujourd’hui',
  none: 'Aucune fermeture n’est annoncée.',
};

export type ClosureMessages = typeof fr;
