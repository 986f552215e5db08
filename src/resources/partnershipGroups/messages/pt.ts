import type { PartnershipGroupMessages } from './fr';

export const pt: PartnershipGroupMessages = {
  name: 'Grupo de parcerias |||| Grupos de parcerias',
  page: {
    list: 'Grupos de parcerias',
    create: 'Novo grupo de parcerias',
    edit: 'Editar o grupo %{recordRepresentation}',
  },
  empty: 'Ainda não há grupos de parcerias',
  invite: 'Crie um para se dirigir a vários terceiros ao mesmo tempo.',
  fields: { name: 'Nome', partnershipIds: 'Parcerias' },
};
