import { useState } from 'react';
import { Create, useNotify } from 'react-admin';
import { EXISTING_EMPLOYEE_FIELD } from '../../../common/employeeFields';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { session } from '../../session';
import { DuplicateOffer, type Duplicate } from './DuplicateOffer';
import { EmployeeForm } from './EmployeeForm';

/** At /employees/create: in the user's own organisation unless they choose; a duplicate gets the offer to link instead. */
export const EmployeeCreate = () => {
  const notify = useNotify();
  const [duplicate, setDuplicate] = useState<Duplicate>();
  const onError = (error: unknown, variables: { data?: { links?: { orgId: string }[] } }) => {
    const { code, message, fields } = httpErrorOf(error);
    if (code !== 'CONFLICT') {
      notify(message, { type: 'error' });
      return;
    }
    setDuplicate({
      existingId: fields[EXISTING_EMPLOYEE_FIELD],
      orgIds: (variables.data?.links ?? []).map((link) => link.orgId).filter(Boolean),
    });
  };
  return (
    <>
      <Create
        redirect="show"
        record={{ links: [{ orgId: session.read()?.orgId, active: true }], bpeAgreement: null, nirTemporary: false }}
        mutationOptions={{ onError: onError as never }}
      >
        <EmployeeForm />
      </Create>
      <DuplicateOffer duplicate={duplicate} onClose={() => setDuplicate(undefined)} />
    </>
  );
};
