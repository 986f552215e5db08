import { useState } from 'react';
import { Create, useNotify, type HttpError } from 'react-admin';
import { EXISTING_EMPLOYEE_FIELD } from '../../../common/employeeFields';
import { session } from '../../session';
import { DuplicateOffer, type Duplicate } from './DuplicateOffer';
import { EmployeeForm } from './EmployeeForm';

type Body = { error?: { code?: string; fields?: Record<string, string> } };

/** At /employees/create: in the user's own organisation unless they choose; a duplicate gets the offer to link instead. */
export const EmployeeCreate = () => {
  const notify = useNotify();
  const [duplicate, setDuplicate] = useState<Duplicate>();
  const onError = (error: HttpError, variables: { data?: { links?: { orgId: string }[] } }) => {
    const body = error.body as Body | undefined;
    if (body?.error?.code !== 'CONFLICT') {
      notify(error.message, { type: 'error' });
      return;
    }
    setDuplicate({
      existingId: body.error.fields?.[EXISTING_EMPLOYEE_FIELD],
      orgIds: (variables.data?.links ?? []).map((link) => link.orgId).filter(Boolean),
    });
  };
  return (
    <>
      <Create
        redirect="show"
        record={{ links: [{ orgId: session.read()?.orgId, active: true }], bpeAgreement: false, nirTemporary: false }}
        title="resources.employees.create_title"
        mutationOptions={{ onError: onError as never }}
      >
        <EmployeeForm />
      </Create>
      <DuplicateOffer duplicate={duplicate} onClose={() => setDuplicate(undefined)} />
    </>
  );
};
