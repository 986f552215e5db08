import type { PersonalAccountMessages } from './fr';

export const pt: PersonalAccountMessages = {
  activate: {
    title: 'Ativar a minha conta',
    link: 'Recebi um código de ativação',
    intro:
      'Introduza o utilizador e o código de ativação da sua carta ou do seu e-mail. Depois escolherá a sua palavra-passe.',
    login: 'Utilizador',
    code: 'Código de ativação',
    code_help: 'Por exemplo ABCD-EFGH-JKLM',
    submit: 'Ativar',
  },
  my_documents: {
    title: 'Os meus documentos',
    empty: 'Ainda não tem nenhum documento. Aparecerão aqui assim que o seu empregador os depositar.',
    download_all: 'Descarregar todos os meus documentos',
    download_all_failed: 'Não foi possível descarregar os seus documentos. Tente novamente.',
  },
  bulk: {
    create_accounts: 'Criar as contas',
    letters: 'Cartas de ativação',
    remind: 'Relembrar',
    accounts_created:
      '%{smart_count} conta criada (já criadas: %{skipped}). |||| %{smart_count} contas criadas (já criadas: %{skipped}).',
    letters_ready:
      '%{smart_count} carta de ativação descarregada (contas já finalizadas: %{skipped}). |||| %{smart_count} cartas de ativação descarregadas (contas já finalizadas: %{skipped}).',
    reminded:
      '%{smart_count} lembrete enviado; deixados de fora: %{skipped} (sem conta ou sem e-mail, conta finalizada ou já relembrado hoje). |||| %{smart_count} lembretes enviados; deixados de fora: %{skipped} (sem conta ou sem e-mail, conta finalizada ou já relembrado hoje).',
  },
};
