import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/** The react-admin methods a resource supports (the others answer "not available"). */
export type ResourceCalls = {
  getList?: (resource: string, params: GetListParams) => Promise<GetListResult>;
  getOne?: (resource: string, params: GetOneParams) => Promise<GetOneResult>;
  getMany?: (resource: string, params: GetManyParams) => Promise<GetManyResult>;
  create?: (resource: string, params: CreateParams) => Promise<CreateResult>;
  update?: (resource: string, params: UpdateParams) => Promise<UpdateResult>;
  delete?: (resource: string, params: DeleteParams) => Promise<DeleteResult>;
};

/** Calls of the spec beyond react-admin's methods (a SIRET lookup, an unblock): custom data provider methods. */
export type ExtraCalls = Record<string, (...args: never[]) => Promise<unknown>>;
