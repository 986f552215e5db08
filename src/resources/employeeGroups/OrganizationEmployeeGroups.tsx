import { List, ListItemButton, ListItemText, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EmployeeGroupRecord } from './calls';
import { EMPLOYEE_GROUPS } from './name';

const PER_PAGE = 20;

/** The organisation show page's employee groups (spec section 3): those of this organisation, a page at a time. */
export const OrganizationEmployeeGroups = (_props: { label?: string }) => {
  const organization = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [page, setPage] = useState(1);
  const { data = [], total = 0 } = useGetList<EmployeeGroupRecord>(
    EMPLOYEE_GROUPS,
    {
      filter: { orgId: organization?.id },
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: Boolean(organization?.id) },
  );
  if (total === 0) {
    return <Typography variant="body2">{translate(`resources.${EMPLOYEE_GROUPS}.no_groups`)}</Typography>;
  }
  return (
    <>
      <List dense aria-label={translate(`resources.${EMPLOYEE_GROUPS}.organization_groups`)}>
        {data.map((group) => (
          <ListItemButton
            key={group.id}
            component={Link}
            to={createPath({ resource: EMPLOYEE_GROUPS, id: group.id, type: 'show' })}
          >
            <ListItemText
              primary={group.name}
              secondary={translate(`resources.${EMPLOYEE_GROUPS}.employee_count`, { count: group.employeeCount })}
            />
          </ListItemButton>
        ))}
      </List>
      {total > PER_PAGE && (
        <Pagination count={Math.ceil(total / PER_PAGE)} page={page} onChange={(_event, next) => setPage(next)} />
      )}
    </>
  );
};
