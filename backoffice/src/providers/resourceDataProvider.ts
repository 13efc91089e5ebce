import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { unsupported } from './unsupported';

/**
 * One resource's CRUD calls. react-admin's DataProvider methods are generic in the record type, which a resource
 * that answers one known record type cannot satisfy; this shape takes each resource's own record type as it is, and
 * dataProvider.ts hands the answers on to react-admin's generic methods.
 */
export interface ResourceDataProvider {
  getList(resource: string, params: GetListParams): Promise<GetListResult>;
  getOne(resource: string, params: GetOneParams): Promise<GetOneResult>;
  getMany(resource: string, params: GetManyParams): Promise<GetManyResult>;
  getManyReference(resource: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult>;
  create(resource: string, params: CreateParams): Promise<CreateResult>;
  update(resource: string, params: UpdateParams): Promise<UpdateResult>;
  updateMany(resource: string, params: UpdateManyParams): Promise<UpdateManyResult>;
  delete(resource: string, params: DeleteParams): Promise<DeleteResult>;
  deleteMany(resource: string, params: DeleteManyParams): Promise<DeleteManyResult>;
}

/** A list the server only reads out (an outbox, a log): getList, and every other call refused loudly. */
export function listOnlyResource(resource: string, getList: (params: GetListParams) => Promise<GetListResult>): ResourceDataProvider {
  return {
    getList: (_resource, params) => getList(params),
    getOne: unsupported(resource, 'getOne'),
    getMany: unsupported(resource, 'getMany'),
    getManyReference: unsupported(resource, 'getManyReference'),
    create: unsupported(resource, 'create'),
    update: unsupported(resource, 'update'),
    updateMany: unsupported(resource, 'updateMany'),
    delete: unsupported(resource, 'delete'),
    deleteMany: unsupported(resource, 'deleteMany'),
  };
}

/** react-admin's page (1-based, from the URL, so possibly hand-edited) → the API's limit and offset. */
export function limitOffset(params: GetListParams, defaultPerPage: number): { limit: number; offset: number } {
  const { page = 1, perPage = defaultPerPage } = params.pagination ?? {};
  const limit = Number.isSafeInteger(perPage) && perPage >= 1 ? perPage : defaultPerPage;
  const first = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return { limit, offset: (first - 1) * limit };
}
