import EditIcon from '@mui/icons-material/Edit';
import {
  Create,
  CreateButton,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useNotify,
  useRedirect,
} from 'react-admin';
import type { TSignTemplate } from '../../../common/schemas/signWorkflows';
import { formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { SIGN_TEMPLATES, t } from './name';
import { SignTemplateInputs } from './SignTemplateInputs';

const field = t.under('templates').under('fields');

const COLUMNS: TableColumn<TSignTemplate>[] = [
  { source: 'name', labelKey: field('name'), search: { type: 'text' }, sortable: true, width: 240 },
  { source: 'orgName', labelKey: field('orgName'), width: 200 },
  {
    source: 'steps',
    labelKey: field('steps'),
    width: 280,
    render: (template) => template.steps.map((step) => step.signatory.name).join(' → '),
  },
  {
    source: 'docTypes',
    labelKey: field('docTypes'),
    width: 220,
    render: (template, { translate }) =>
      template.docTypes.map((type) => translate(`liasse.doc_types.${type}`)).join(', '),
  },
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    width: 120,
    sortable: true,
    render: (template, { locale }) => formatDay(template.createdAt, locale),
  },
];

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** /sign-workflow/templates: the templates of the organisations the user sees. */
export const SignTemplateList = () => {
  const createPath = useCreatePath();
  const resource = SIGN_TEMPLATES;
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const editPath = (template: TSignTemplate) => createPath({ resource, id: template.id, type: 'edit' });
  return (
    <TableList actions={<ListActions />} empty={false} sort={{ field: 'name', order: 'ASC' }}>
      <LiasseTable
        name="sign-templates"
        columns={COLUMNS}
        rowClick={canEdit ? editPath : undefined}
        actions={(template) =>
          canEdit
            ? [
                {
                  key: 'edit',
                  labelKey: 'ra.action.edit',
                  path: editPath(template),
                  icon: <EditIcon fontSize="small" />,
                },
              ]
            : []
        }
      />
    </TableList>
  );
};

const DEFAULTS = { stepSignatories: [{ signatoryId: null }], docTypes: [] };

/** The templates' own words once saved, then back to their list. */
const useSaved = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(t('notify.template_saved'), { type: 'success' });
    redirect('list', SIGN_TEMPLATES);
  };
};

export const SignTemplateCreate = () => {
  const onSuccess = useSaved();
  return (
    <Create redirect="list" mutationOptions={{ onSuccess }}>
      <SimpleForm defaultValues={DEFAULTS}>
        <SignTemplateInputs />
      </SimpleForm>
    </Create>
  );
};

// The delete button asks for a confirmation, and shows only to users whose features open it.
const TemplateToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" successMessage={t('notify.template_deleted')} />
  </Toolbar>
);

export const SignTemplateEdit = () => {
  const onSuccess = useSaved();
  return (
    <Edit redirect="list" mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<TemplateToolbar />}>
        <SignTemplateInputs />
      </SimpleForm>
    </Edit>
  );
};
