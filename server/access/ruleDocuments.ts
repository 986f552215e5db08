import type { DocumentScope } from './documentFilter';

type Subtree = DocumentScope['visible'][number];

/** A rule of the whole customer with no criterion lets everything through: no index is narrower. */
const lettingEverythingThrough = (rule: DocumentScope['rules'][number]) =>
  'customerId' in rule.subtree &&
  rule.doc_criterias.length === 0 &&
  rule.employee_ids.length === 0 &&
  rule.employee_group_ids.length === 0 &&
  rule.third_party_ids.length === 0;

const within = (inner: Subtree, outer: Subtree[]) =>
  outer.some((subtree) => 'customerId' in subtree) ||
  ('orgIds' in inner &&
    inner.orgIds.every((id) => outer.some((subtree) => 'orgIds' in subtree && subtree.orgIds.includes(id))));

/**
 * The caller's rule ids, sorted, when the index of what a set of rules lets through (migration
 * 0034, `server/modules/documents/rulePage.ts`) may answer which documents they see: none lets
 * everything through, and each lies within the visible organisations (so that what the rules let
 * through is what the caller sees). Null otherwise: the documents are filtered as they are read.
 */
export const indexableRuleIds = (rules: { id: string }[], scope: DocumentScope): string[] | null => {
  if (rules.length === 0 || scope.rules.some(lettingEverythingThrough)) return null;
  if (!scope.rules.every((rule) => within(rule.subtree, scope.visible))) return null;
  return rules.map((rule) => rule.id).sort();
};
