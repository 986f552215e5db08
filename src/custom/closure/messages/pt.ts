import type { ClosureMessages } from './fr';

export const pt: ClosureMessages = {
  banner: 'O serviço encerra em %{day}. Descarregue os seus documentos antes dessa data.',
  download: 'Descarregar todos os meus documentos',
  title: 'Encerramento do serviço',
  intro:
    'Anuncie o encerramento do serviço com pelo menos três meses de antecedência (Código do Trabalho francês, D.3243-8): cada titular de uma conta pessoal recebe um email, e cada ecrã mostra-o até esse dia.',
  closes_on: 'Último dia do serviço',
  announce: 'Anunciar o encerramento',
  announced: 'Encerramento anunciado: cada titular de conta é informado por email',
  announced_by: 'Anunciado em %{date} por %{name}',
  withdraw: 'Retirar o anúncio',
  withdrawn: 'Anúncio retirado',
  failed: 'Não foi possível guardar o anúncio',
  too_soon: 'Pelo menos três meses a partir de hoje',
  none: 'Nenhum encerramento anunciado.',
};
