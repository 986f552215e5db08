import type { DocType } from '../../../common/docTypes';
import { SIGN_MAX_FILES } from '../../../common/schemas/signWorkflows';
import type { FieldMessage } from './fieldErrors';
import { t } from './name';

/**
 * Spec section 5, before the server: at least one document; with a template, a document of each
 * type it requires and only one per type, and no other type.
 */
export const checkSignFiles = (
  files: readonly { docTypeCode: string }[],
  requiredTypes: readonly DocType[] | undefined,
): FieldMessage[] => {
  if (files.length === 0) return [{ key: t('files.required') }];
  if (files.length > SIGN_MAX_FILES) return [{ key: t('files.too_many'), args: { max: SIGN_MAX_FILES } }];
  if (!requiredTypes || requiredTypes.length === 0) return [];
  const problems: FieldMessage[] = [];
  for (const type of requiredTypes) {
    const count = files.filter((file) => file.docTypeCode === type).length;
    if (count === 0) problems.push({ key: t('files.missing'), args: { type } });
    if (count > 1) problems.push({ key: t('files.only_one'), args: { type } });
  }
  if (files.some((file) => !requiredTypes.includes(file.docTypeCode as DocType))) {
    problems.push({ key: t('files.not_required_type') });
  }
  return problems;
};
