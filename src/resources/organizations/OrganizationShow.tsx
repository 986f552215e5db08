import { Chip, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  EditButton,
  FunctionField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ClosureNoticeSection } from '../../custom/closure/ClosureNoticeSection';
import { formatDay } from '../../custom/table/cellValue';
import { EMPLOYEE_GROUPS } from '../employeeGroups/name';
import { OrganizationEmployeeGroups } from '../employeeGroups/OrganizationEmployeeGroups';
import type { OrganizationRecord } from './calls';
import { ORGANIZATIONS } from './name';
import { AncestorsBreadcrumb } from './AncestorsBreadcrumb';
import { RetentionField } from './RetentionField';

// The button shows only to users whose features open the edit (the resource's descriptor).
const ShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

/** A code shown by its label. The list's row stands in for the record until it is read: codes may be missing. */
const Translated = ({
  source,
  prefix,
}: {
  source: (record: OrganizationRecord) => string | undefined;
  prefix: string;
  label?: string;
}) => {
  const translate = useTranslate();
  return (
    <FunctionField<OrganizationRecord>
      render={(record) => {
        const code = source(record);
        return code ? translate(`${prefix}.${code}`) : null;
      }}
    />
  );
};

const DocTypes = (_props: { label?: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<OrganizationRecord>
      render={(record) => (
        <Stack direction="row" spacing={1}>
          {(record.conf?.docTypes ?? []).map((code) => (
            <Chip key={code} size="small" label={translate(`liasse.doc_types.${code}`)} />
          ))}
        </Stack>
      )}
    />
  );
};

/** The creation day, written as every date of the portal (formatDay). */
const CreatedAtField = (_props: { label?: string }) => {
  const record = useRecordContext<OrganizationRecord>();
  const [locale = 'fr'] = useLocaleState();
  return <Typography variant="body2">{formatDay(record?.createdAt, locale)}</Typography>;
};

/** The closure speaks for the whole customer: announced from its root organisation, by who may edit it. */
const RootClosureNotice = (_props: { label?: false }) => {
  const record = useRecordContext<OrganizationRecord>();
  const { canAccess } = useCanAccess({ resource: ORGANIZATIONS, action: 'edit' });
  return canAccess && record?.parentId === null ? <ClosureNoticeSection /> : null;
};

/** At /organizations/{id}/show. */
export const OrganizationShow = () => {
  const { canAccess: canListEmployeeGroups } = useCanAccess({ resource: EMPLOYEE_GROUPS, action: 'list' });
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.organizations.tabs.identity">
          <AncestorsBreadcrumb label="resources.organizations.fields.ancestors" />
          <TextField source="name" />
          <TextField source="siret" />
          <CreatedAtField label="resources.organizations.fields.createdAt" />
          <Translated
            label="resources.organizations.fields.distribution"
            prefix="resources.organizations.distribution"
            source={(record) => record.distribution}
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.organizations.tabs.address" path="address">
          <TextField source="address.street" emptyText="liasse.table.not_provided" />
          <TextField source="address.postal" emptyText="liasse.table.not_provided" />
          <TextField source="address.zipCode" emptyText="liasse.table.not_provided" />
          <TextField source="address.city" emptyText="liasse.table.not_provided" />
          <TextField source="address.country" emptyText="liasse.table.not_provided" />
          <TextField source="address.phone" emptyText="liasse.table.not_provided" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.organizations.tabs.invoicing" path="invoicing">
          <TextField source="invoicingLogin" emptyText="liasse.table.not_provided" />
          <BooleanField source="hasInvoicingPassword" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.organizations.tabs.configuration" path="configuration">
          <Translated
            label="resources.organizations.fields.conf.transmissionMode"
            prefix="resources.organizations.transmission"
            source={(record) => record.conf?.transmissionMode}
          />
          <Translated
            label="resources.organizations.fields.conf.receptionMode"
            prefix="resources.organizations.reception"
            source={(record) => record.conf?.receptionMode}
          />
          <Translated
            label="resources.organizations.fields.conf.bpeNotStated"
            prefix="resources.organizations.bpe_not_stated"
            source={(record) => record.conf?.bpeNotStated}
          />
          <BooleanField source="conf.dispatchSignature" />
          <DocTypes label="resources.organizations.fields.conf.docTypes" />
          <TextField source="conf.extraOptions.specificCSSUrl" emptyText="liasse.table.not_provided" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.organizations.tabs.retention" path="retention">
          <RetentionField label="resources.organizations.tabs.retention" />
          <RootClosureNotice label={false} />
        </TabbedShowLayout.Tab>
        {canListEmployeeGroups && (
          <TabbedShowLayout.Tab label={`resources.${EMPLOYEE_GROUPS}.organization_groups`} path="employee-groups">
            <OrganizationEmployeeGroups label={`resources.${EMPLOYEE_GROUPS}.organization_groups`} />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
};
