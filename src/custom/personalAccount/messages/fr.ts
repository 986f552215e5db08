/** The texts of employees' personal accounts: the activation page, their documents, the employees list's bulk actions. */
export const fr = {
  activate: {
    title: 'Activer mon compte',
    link: "J'ai reçu un code d'activation",
    intro:
      "Saisissez l'identifiant et le code d'activation de votre lettre ou de votre courriel. Vous choisirez ensuite votre mot de passe.",
    login: 'Identifiant',
    code: "Code d'activation",
    code_help: 'Par exemple ABCD-EFGH-JKLM',
    submit: 'Activer',
  },
  my_documents: {
    title: 'Mes documents',
    empty: "Vous n'avez encore aucun document. Ils apparaîtront ici dès que votre employeur les déposera.",
    download_all: 'Télécharger tous mes documents',
    download_all_failed: 'Le téléchargement de vos documents a échoué. Veuillez réessayer.',
  },
  bulk: {
    create_accounts: 'Créer les comptes',
    letters: "Lettres d'activation",
    remind: 'Relancer',
    accounts_created:
      '%{smart_count} compte créé (déjà créés\u00a0: %{skipped}). |||| %{smart_count} comptes créés (déjà créés\u00a0: %{skipped}).',
    letters_ready:
      "%{smart_count} lettre d'activation téléchargée (comptes déjà finalisés\u00a0: %{skipped}). |||| %{smart_count} lettres d'activation téléchargées (comptes déjà finalisés\u00a0: %{skipped}).",
    reminded:
      "%{smart_count} relance envoyée\u202f; laissés de côté\u00a0: %{skipped} (sans compte ou sans e-mail, compte finalisé ou déjà relancé aujourd'hui). |||| %{smart_count} relances envoyées\u202f; laissés de côté\u00a0: %{skipped} (sans compte ou sans e-mail, compte finalisé ou déjà relancé aujourd'hui).",
  },
};

export type PersonalAccountMessages = typeof fr;
