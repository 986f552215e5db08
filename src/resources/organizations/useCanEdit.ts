import { usePermissions } from 'react-admin';

/** Whether the user may create and edit organisations (the server decides; this only hides buttons). */
export const useCanEdit = () => {
  const { permissions } = usePermissions<string[]>();
  return Boolean(permissions?.includes('ORGANIZATIONS_EDIT'));
};
