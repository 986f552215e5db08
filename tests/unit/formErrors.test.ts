import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { ResourceDescriptor } from '../../src/resources/descriptor';

/** A resource whose saves the server refuses on `employeeIds`, which its form edits as `employees`. */
const refusing = (fields: Record<string, string>) =>
  ({
    name: 'teams',
    icon: (() => null) as unknown as ResourceDescriptor['icon'],
    access: {},
    messages: {} as ResourceDescriptor['messages'],
    calls: () => ({
      create: () => Promise.reject(new HttpError('liasse.error.VALIDATION_ERROR', 400, { errors: fields })),
      update: () => Promise.reject(new HttpError('liasse.error.VALIDATION_ERROR', 400, { errors: fields })),
    }),
    fieldSources: { create: { employeeIds: 'employees' }, update: { employeeIds: 'members', note: 'comment' } },
  }) satisfies ResourceDescriptor;

const bodyOf = async (save: Promise<unknown>) =>
  (
    (await save.then(
      () => undefined,
      (error: unknown) => error,
    )) as HttpError
  ).body as { errors: Record<string, string> };

describe("a refused save's field errors", () => {
  it("are put under the form's own sources, a list's items under the list's input", async () => {
    const provider = createDataProvider((() => undefined) as never, [
      refusing({ 'employeeIds.3': 'outside', name: 'required' }),
    ]);
    const { errors } = await bodyOf(provider.create('teams', { data: {} }));
    expect(errors).toEqual({ employees: 'outside', name: 'required' });
  });

  it('follow the names of the write at hand: an edit may name a field differently', async () => {
    const provider = createDataProvider((() => undefined) as never, [refusing({ employeeIds: 'outside', note: 'x' })]);
    const { errors } = await bodyOf(provider.update('teams', { id: '1', data: {}, previousData: { id: '1' } }));
    expect(errors).toEqual({ members: 'outside', comment: 'x' });
  });
});
