import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { DocType } from '../../../common/docTypes';
import { DOC_TYPES_NAMING_EMPLOYEE } from '../../../common/documentFields';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import type { DocumentsDataProvider } from './calls';
import { employeeLabel, type Choice } from './useRecordChoices';

/** A file of the upload dialog, as far as whom it is for goes. */
export type CheckedFile = { key: string; file: File; docType: DocType | ''; done: boolean };

/**
 * Where a file stands on whom it is for:
 * - `free`: its type names nobody, no organisation is chosen, or its bytes are refused (the deposit
 *   says why): it goes to the batch's employee;
 * - `checking`: its text is being read;
 * - `agreed`: it names the batch's employee (or the user chose its recipient): it goes to `employee`;
 * - `found`: no employee was chosen for the batch and it names one: it goes to them;
 * - `other`: it names another employee than the batch's; `unnamed`: it names nobody of the
 *   organisation (or has no text); `failed`: the check did not answer. These wait for the user.
 */
export type Verdict =
  | { kind: 'free' | 'checking' }
  | { kind: 'agreed'; employee: Choice | null; chosen: boolean }
  | { kind: 'found'; named: Choice }
  | { kind: 'other'; named: Choice; batch: Choice }
  | { kind: 'unnamed'; batch: Choice; textFound: boolean }
  | { kind: 'failed'; batch: Choice | null };

/** The recipient the user chose for a file, for the batch employee chosen then. */
type Decision = { employee: Choice | null; batchId: string | null };

const WAITING = new Set<Verdict['kind']>(['checking', 'other', 'unnamed', 'failed']);

/**
 * Reads whom each payslip-like file names (`POST doc/identify`) as soon as it is added, so that one
 * employee chosen for a whole batch never files another employee's payslip under their name: a file
 * that names someone else, or nobody, waits for the user to confirm or pick its recipient.
 */
export const useRecipientChecks = (files: CheckedFile[], org: Choice | null, batch: Choice | null) => {
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const checked = files.filter(
    (pending) => org && !pending.done && DOC_TYPES_NAMING_EMPLOYEE.includes(pending.docType as DocType),
  );
  const results = useQueries({
    queries: checked.map((pending) => ({
      queryKey: ['ged', 'identify', pending.key, org?.id],
      queryFn: () => dataProvider.docIdentify(org!.id, pending.file),
      staleTime: Infinity,
      gcTime: 10 * 60_000,
      retry: false,
    })),
  });
  const resultOf = new Map(checked.map((pending, index) => [pending.key, results[index]!]));

  const verdictOf = (key: string): Verdict => {
    const result = resultOf.get(key);
    if (!result) return { kind: 'free' };
    const decision = decisions[key];
    if (decision && decision.batchId === (batch?.id ?? null))
      return { kind: 'agreed', employee: decision.employee, chosen: true };
    if (result.isPending) return { kind: 'checking' };
    // A file refused for its bytes (not a PDF, encrypted…) is left to the deposit, which says why.
    if (result.error && httpErrorOf(result.error).fields.file) return { kind: 'free' };
    if (!result.data) return { kind: 'failed', batch };
    const { employee, textFound } = result.data;
    const named = employee && { id: employee.id, label: employeeLabel(employee) };
    if (named && named.id === batch?.id) return { kind: 'agreed', employee: batch, chosen: false };
    if (named && !batch) return { kind: 'found', named };
    if (named && batch) return { kind: 'other', named, batch };
    if (batch) return { kind: 'unnamed', batch, textFound };
    return { kind: 'free' };
  };

  /** The employee a file goes to, as things stand. */
  const recipientOf = (key: string): Choice | null => {
    const verdict = verdictOf(key);
    if (verdict.kind === 'agreed') return verdict.employee;
    if (verdict.kind === 'found') return verdict.named;
    return batch;
  };

  const waiting = files.filter((pending) => !pending.done && WAITING.has(verdictOf(pending.key).kind)).length;
  return {
    verdictOf,
    recipientOf,
    /** How many files wait for their check or for the user's choice: none may be sent meanwhile. */
    waiting,
    /** Sends this file to `employee` (none: to nobody), for as long as the batch's employee stays the same. */
    choose: (key: string, employee: Choice | null) =>
      setDecisions((current) => ({ ...current, [key]: { employee, batchId: batch?.id ?? null } })),
    /** Forgets the user's choice for this file. */
    reconsider: (key: string) => setDecisions(({ [key]: _forgotten, ...rest }) => rest),
  };
};
